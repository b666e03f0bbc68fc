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
import { onEspace, requireAccount } from '../../plugins/authenticate.js';
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
    {
      config: { access: onEspace('read') },
      schema: { tags, response: { 200: PricesResponseSchema } },
    },
    (request) => getPrices(deps, request.espace.espaceId),
  );
  app.get(
    '/api/myaccount/mysubscriptions',
    {
      config: { access: onEspace('billing') },
      schema: { tags, response: { 200: z.array(SubscriptionSchema) } },
    },
    (request) => mySubscriptions(deps, request.espace.espaceId),
  );
  app.post(
    '/api/payment/checkcoupon',
    {
      config: { access: onEspace('billing') },
      onRequest: limitPerAccountAndIp,
      schema: { tags, body: CheckCouponBodySchema, response: { 200: CheckCouponResponseSchema } },
    },
    (request) => checkCoupon(deps, request.body.couponCode),
  );
  app.post(
    '/api/payment/init',
    {
      config: { access: onEspace('billing') },
      schema: { tags, body: PaymentInitBodySchema, response: { 200: PaymentInitResponseSchema } },
    },
    (request) =>
      initPayment(
        deps,
        request.espace.espaceId,
        request.accountId,
        request.body,
        appOrigin(deps.env, request),
      ),
  );
  app.post(
    '/api/payment/manage',
    {
      config: { access: onEspace('billing') },
      schema: {
        tags,
        body: PaymentManageBodySchema,
        response: { 200: PaymentManageResponseSchema },
      },
    },
    (request) =>
      managePage(
        deps,
        request.espace.espaceId,
        request.body.billingProfileId,
        request.body.returnUrl,
        appOrigin(deps.env, request),
      ),
  );
  app.post(
    '/api/payment/checksuccess',
    {
      config: { access: onEspace('billing') },
      schema: { tags, body: CheckSuccessBodySchema, response: { 200: CheckSuccessResponseSchema } },
    },
    (request) => checkPaymentSuccess(deps, request.espace.espaceId, request.body.subscriptionId),
  );
  app.post(
    '/api/payment/toggleautorenew',
    {
      config: { access: onEspace('billing') },
      schema: { tags, body: ToggleAutoRenewBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await toggleAutoRenew(
        deps,
        request.espace.espaceId,
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
