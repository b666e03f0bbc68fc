import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CheckCouponResponse {
  isValidCoupon: boolean;
  discountPercentage: number;
}

export const checkCoupon = (couponCode: string) =>
  api.post<CheckCouponResponse>('/api/payment/checkcoupon', { couponCode });

export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
