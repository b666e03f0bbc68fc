import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { PremadeCatalogue } from '@duerp/domain/premade';
import { call } from '@/lib/api-call';
import { duerpKeys } from '@/features/duerp';

export type Masterdata = PremadeCatalogue;

/** Premade units, families, categories and risks, with the document's sector highlighted. */
export const getMasterdata = (duerpId: string) =>
  call(contract.masterdata.risques, { query: { duerpDocId: duerpId } });

export const getMasterdataQueryOptions = (duerpId: string, secteur: string) =>
  queryOptions({
    queryKey: duerpKeys.masterdata(duerpId, secteur),
    queryFn: () => getMasterdata(duerpId),
    retry: false,
  });

export const useMasterdata = (duerpId: string, secteur: string) =>
  useQuery(getMasterdataQueryOptions(duerpId, secteur));
