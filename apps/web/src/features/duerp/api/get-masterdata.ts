import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PremadeCatalogue } from '@duerp/masterdata';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

export type Masterdata = PremadeCatalogue;

/** Premade units, families, categories and risks, with the document's sector highlighted. */
export const getMasterdata = (duerpId: string) =>
  api.get<Masterdata>(`/api/duerpmasterdata/risques?duerpDocId=${encodeURIComponent(duerpId)}`);

export const getMasterdataQueryOptions = (duerpId: string, secteur: string) =>
  queryOptions({
    queryKey: duerpKeys.masterdata(duerpId, secteur),
    queryFn: () => getMasterdata(duerpId),
    retry: false,
  });

export const useMasterdata = (duerpId: string, secteur: string) =>
  useQuery(getMasterdataQueryOptions(duerpId, secteur));
