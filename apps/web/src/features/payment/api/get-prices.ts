import { queryOptions, useQuery } from '@tanstack/react-query';
import { PricesResponseSchema, type PricesResponse } from '@duerp/domain/payment';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

/** null when the answer holds no usable prices: 'Aucune information de tarification disponible.' */
export const getPrices = async (): Promise<PricesResponse | null> => {
  const parsed = PricesResponseSchema.safeParse(await call(contract.payment.prices));
  return parsed.success ? parsed.data : null;
};

export const getPricesQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.prices(), queryFn: getPrices, staleTime: 0 });

/** The one reader of the prices. Creating a DUERP reads them too and ignores a failure (no retry). */
export const usePrices = (options: { retry?: boolean } = {}) =>
  useQuery({ ...getPricesQueryOptions(), ...options });
