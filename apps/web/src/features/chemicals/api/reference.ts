import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call, type Answer } from '@/lib/api-call';
import { chemicalKeys } from './keys';

/** The hazard statements' French wording and the nine pictograms: fixed, read once. */
export const hazardReferenceQueryOptions = () =>
  queryOptions({
    queryKey: chemicalKeys.reference,
    queryFn: () => call(contract.chemicals.reference),
    staleTime: Infinity,
  });

export const useHazardReference = () => useQuery(hazardReferenceQueryOptions());

export type HazardReference = Answer<typeof contract.chemicals.reference>;
export type Pictogram = HazardReference['pictogrammes'][number];
