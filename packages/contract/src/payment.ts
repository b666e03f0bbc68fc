import { z } from 'zod';
import { MessageResponseSchema } from '@duerp/domain/auth';
import {
  CheckCouponBodySchema,
  CheckCouponResponseSchema,
  CheckSuccessBodySchema,
  CheckSuccessResponseSchema,
  PaymentInitBodySchema,
  PaymentInitResponseSchema,
  PaymentManageBodySchema,
  PaymentManageResponseSchema,
  PricesResponseSchema,
  SubscriptionSchema,
  ToggleAutoRenewBodySchema,
} from '@duerp/domain/payment';
import { route } from './route.js';

/** Paiement: prices, subscriptions, coupons and the payment provider's pages. */
export const payment = {
  prices: route({
    method: 'GET',
    path: '/api/myaccount/getprices',
    response: PricesResponseSchema,
  }),
  subscriptions: route({
    method: 'GET',
    path: '/api/myaccount/mysubscriptions',
    response: z.array(SubscriptionSchema),
  }),
  checkCoupon: route({
    method: 'POST',
    path: '/api/payment/checkcoupon',
    body: CheckCouponBodySchema,
    response: CheckCouponResponseSchema,
  }),
  init: route({
    method: 'POST',
    path: '/api/payment/init',
    body: PaymentInitBodySchema,
    response: PaymentInitResponseSchema,
  }),
  manage: route({
    method: 'POST',
    path: '/api/payment/manage',
    body: PaymentManageBodySchema,
    response: PaymentManageResponseSchema,
  }),
  checkSuccess: route({
    method: 'POST',
    path: '/api/payment/checksuccess',
    body: CheckSuccessBodySchema,
    response: CheckSuccessResponseSchema,
  }),
  toggleAutoRenew: route({
    method: 'POST',
    path: '/api/payment/toggleautorenew',
    body: ToggleAutoRenewBodySchema,
    response: MessageResponseSchema,
  }),
  /** Stripe's events, verified on the raw body (no schema: the signature covers its bytes). */
  webhook: route({ method: 'POST', path: '/api/payment/webhook' }),
};
