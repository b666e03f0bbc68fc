import { queryOptions, useQuery } from '@tanstack/react-query';
import { ESPACE_HEADER, type DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys } from './cache';

/** The DUERPs of one espace, whichever is current (the journal's filter names them). */
export const listEspaceDuerps = (espaceId: string) =>
  api.get<DuerpDocument[]>('/api/duerp/list', { headers: { [ESPACE_HEADER]: espaceId } });

export const espaceDuerpsQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: espaceKeys.duerps(espaceId),
    queryFn: () => listEspaceDuerps(espaceId),
  });

export const useEspaceDuerps = (espaceId: string) => useQuery(espaceDuerpsQueryOptions(espaceId));
