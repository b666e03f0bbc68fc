import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { call } from '@/lib/api-call';
import { versionKeys } from '@/features/duerp';

export const getCompliance = (duerpId: string) =>
  call(contract.compliance.get, { params: { id: duerpId } });

/**
 * Under the versions' key, so that what refreshes them (a consultation record saved) refreshes
 * the findings; the revision asks again after every write of the draft.
 */
export const getComplianceQueryOptions = (duerp: Pick<DuerpDocument, 'id' | 'revision'>) =>
  queryOptions({
    queryKey: [...versionKeys.list(duerp.id), 'compliance', duerp.revision] as const,
    queryFn: () => getCompliance(duerp.id),
    placeholderData: keepPreviousData,
  });

export const useCompliance = (duerp: Pick<DuerpDocument, 'id' | 'revision'>) =>
  useQuery(getComplianceQueryOptions(duerp));
