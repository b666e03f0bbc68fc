import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperatorIdentitySchema, type OperatorIdentity } from '@duerp/domain';
import { api } from '@/lib/api-client';

/** The operator's identity for the legal pages; every field null when it cannot be read. */
export const getOperator = async (): Promise<OperatorIdentity> =>
  OperatorIdentitySchema.parse(await api.get<unknown>('/api/public/operator'));

export const getOperatorQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'operator'], queryFn: getOperator, staleTime: 300_000 });

export const useOperator = () => useQuery(getOperatorQueryOptions());
