import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const radarKey = ['espaces', 'radar'] as const;

/** The radar: every DUERP of every espace of the person with its findings. */
export const getRadar = () => call(contract.compliance.radar);

export const radarQueryOptions = () =>
  queryOptions({ queryKey: radarKey, queryFn: getRadar, staleTime: 0 });

export const useRadar = () => useQuery(radarQueryOptions());
