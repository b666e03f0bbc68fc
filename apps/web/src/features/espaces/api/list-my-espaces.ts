import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEspace } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys } from './cache';

/** The person's espaces, personal first, with their role in each. */
export const listMyEspaces = () => api.get<MyEspace[]>('/api/espaces');

export const myEspacesQueryOptions = () =>
  queryOptions({ queryKey: espaceKeys.mine(), queryFn: listMyEspaces });

export const useMyEspaces = (enabled = true) => useQuery({ ...myEspacesQueryOptions(), enabled });
