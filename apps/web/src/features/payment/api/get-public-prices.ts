import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicPricesResponseSchema } from '@duerp/domain/operator';
import type { PricesResponse } from '@duerp/domain/payment';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/**
 * The list prices for a visitor (/tarifs), shaped like an account's prices with nothing bought:
 * the same plan cards render them. null when the answer holds no usable prices.
 */
export const getPublicPrices = async (): Promise<PricesResponse | null> => {
  const parsed = PublicPricesResponseSchema.safeParse(await call(contract.operator.prices));
  if (!parsed.success) return null;
  const { standardPlanPrice, premiumPlanPrice } = parsed.data;
  return {
    isVip: false,
    isActivePremiumPlan: false,
    premiumPlanActiveUntilDate: null,
    numberOfActiveStandardPlan: 0,
    isOnFreePlan: false,
    standardPlanPrice,
    premiumPriceInfo: {
      originalPrice: premiumPlanPrice,
      currentPrice: premiumPlanPrice,
      discount: 0,
    },
  };
};

export const usePublicPrices = () =>
  useQuery(queryOptions({ queryKey: ['public', 'prices'], queryFn: getPublicPrices }));
