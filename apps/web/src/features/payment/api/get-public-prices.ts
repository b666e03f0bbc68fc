import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicPricesResponseSchema, type PricesResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

/**
 * The list prices for a visitor (/tarifs), shaped like an account's prices with nothing bought:
 * the same plan cards render them. null when the answer holds no usable prices.
 */
export const getPublicPrices = async (): Promise<PricesResponse | null> => {
  const parsed = PublicPricesResponseSchema.safeParse(await api.get<unknown>('/api/public/prices'));
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
