import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

/** The person's espaces, personal first, with their role in each. */
export const listMyEspaces = () => call(contract.espaces.mine);

export const myEspacesQueryOptions = () =>
  queryOptions({ queryKey: espaceKeys.mine(), queryFn: listMyEspaces });

export const useMyEspaces = (enabled = true) => useQuery({ ...myEspacesQueryOptions(), enabled });
