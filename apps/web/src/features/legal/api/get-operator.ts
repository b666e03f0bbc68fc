import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperatorIdentitySchema, type OperatorIdentity } from '@duerp/domain/operator';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/** The operator's identity for the legal pages; every field null when it cannot be read. */
export const getOperator = async (): Promise<OperatorIdentity> =>
  OperatorIdentitySchema.parse(await call(contract.operator.identity));

export const getOperatorQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'operator'], queryFn: getOperator, staleTime: 300_000 });

export const useOperator = () => useQuery(getOperatorQueryOptions());
