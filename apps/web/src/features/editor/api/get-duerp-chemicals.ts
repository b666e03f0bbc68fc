import { useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys } from '@/features/duerp';

/** The register's products of each unit of the document (issue 44): the chemical risks' sources. */
export const getDuerpChemicals = (duerpId: string) =>
  call(contract.chemicals.ofDuerp, { params: { id: duerpId } });

export const duerpChemicalsKey = (duerpId: string) =>
  [...duerpKeys.all, 'chemicals', duerpId] as const;

export const useDuerpChemicals = (duerpId: string) =>
  useQuery({
    queryKey: duerpChemicalsKey(duerpId),
    queryFn: () => getDuerpChemicals(duerpId),
    staleTime: 30_000,
  });
