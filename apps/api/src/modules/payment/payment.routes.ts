import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckCouponBodySchema,
  CheckCouponResponseSchema,
  CheckSuccessBodySchema,
  CheckSuccessResponseSchema,
  MessageResponseSchema,
  PaymentInitBodySchema,
  PaymentInitResponseSchema,
  PaymentManageBodySchema,
  PaymentManageResponseSchema,
  PricesResponseSchema,
  SubscriptionSchema,
  ToggleAutoRenewBodySchema,
} from '@duerp/domain';
import { z } from 'zod';
import { appOrigin } from '../../lib/app-origin.js';
import { requireAccount } from '../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../plugins/rate-limit.js';
import { getPrices, mySubscriptions, toggleAutoRenew } from './account-plans.service.js';
import { checkCoupon, checkPaymentSuccess, initPayment, managePage } from './payment.service.js';

const tags = ['Paiement'];

/** SPEC §7 "Payment" and the plan calls of "Authenticated account calls". */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/myaccount/getprices',
    { schema: { tags, response: { 200: PricesResponseSchema } } },
    (request) => getPrices(deps, request.accountId),
  );
  app.get(
    '/api/myaccount/mysubscriptions',
    { schema: { tags, response: { 200: z.array(SubscriptionSchema) } } },
    (request) => mySubscriptions(deps, request.accountId),
  );
  app.post(
    '/api/payment/checkcoupon',
    {
      onRequest: limitPerAccountAndIp,
      schema: { tags, body: CheckCouponBodySchema, response: { 200: CheckCouponResponseSchema } },
    },
    (request) => checkCoupon(deps, request.body.couponCode),
  );
  app.post(
    '/api/payment/init',
    { schema: { tags, body: PaymentInitBodySchema, response: { 200: PaymentInitResponseSchema } } },
    (request) => initPayment(deps, request.accountId, request.body, appOrigin(deps.env, request)),
  );
  app.post(
    '/api/payment/manage',
    {
      schema: {
        tags,
        body: PaymentManageBodySchema,
        response: { 200: PaymentManageResponseSchema },
      },
    },
    (request) =>
      managePage(
        deps,
        request.accountId,
        request.body.billingProfileId,
        request.body.returnUrl,
        appOrigin(deps.env, request),
      ),
  );
  app.post(
    '/api/payment/checksuccess',
    {
      schema: { tags, body: CheckSuccessBodySchema, response: { 200: CheckSuccessResponseSchema } },
    },
    (request) => checkPaymentSuccess(deps, request.accountId, request.body.subscriptionId),
  );
  app.post(
    '/api/payment/toggleautorenew',
    { schema: { tags, body: ToggleAutoRenewBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await toggleAutoRenew(
        deps,
        request.accountId,
        request.body.subscriptionId,
        request.body.shouldEnableAutoRenew,
      );
      return {
        message: request.body.shouldEnableAutoRenew
          ? 'Le renouvellement automatique est réactivé.'
          : 'Le renouvellement automatique est annulé.',
      };
    },
  );
};
