import { contract } from '@duerp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export interface CheckCouponResponse {
  isValidCoupon: boolean;
  discountPercentage: number;
}

export const checkCoupon = (couponCode: string) =>
  call(contract.payment.checkCoupon, { body: { couponCode } });

export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
