import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESPACE_HEADER } from '@duerp/domain/espaces';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

/** The DUERPs of one espace, whichever is current (the journal's filter names them). */
export const listEspaceDuerps = (espaceId: string) =>
  call(contract.duerp.list, { headers: { [ESPACE_HEADER]: espaceId } });

export const espaceDuerpsQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: espaceKeys.duerps(espaceId),
    queryFn: () => listEspaceDuerps(espaceId),
  });

export const useEspaceDuerps = (espaceId: string) => useQuery(espaceDuerpsQueryOptions(espaceId));
