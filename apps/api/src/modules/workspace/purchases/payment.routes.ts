import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { appOrigin } from '../../../lib/app-origin.js';
import { onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../../plugins/rate-limit.js';
import { getPrices, mySubscriptions, toggleAutoRenew } from './account-plans.service.js';
import { checkCoupon, checkPaymentSuccess, initPayment, managePage } from './payment.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Paiement'];

/** The payment calls, and the plan calls of the signed-in account. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.payment.prices, { tags }),
    config: { access: onEspace('read') },
    handler: (request) => getPrices(deps, request.espace.espaceId),
  });
  app.route({
    ...fromContract(contract.payment.subscriptions, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) => mySubscriptions(deps, request.espace.espaceId),
  });
  app.route({
    ...fromContract(contract.payment.checkCoupon, { tags }),
    config: { access: onEspace('billing') },
    onRequest: limitPerAccountAndIp,
    handler: (request) => checkCoupon(deps, request.body.couponCode),
  });
  app.route({
    ...fromContract(contract.payment.init, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) =>
      initPayment(
        deps,
        request.espace.espaceId,
        request.accountId,
        request.body,
        appOrigin(deps.env, request),
      ),
  });
  app.route({
    ...fromContract(contract.payment.manage, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) =>
      managePage(
        deps,
        request.espace.espaceId,
        request.body.billingProfileId,
        request.body.returnUrl,
        appOrigin(deps.env, request),
      ),
  });
  app.route({
    ...fromContract(contract.payment.checkSuccess, { tags }),
    config: { access: onEspace('billing') },
    handler: (request) =>
      checkPaymentSuccess(deps, request.espace.espaceId, request.body.subscriptionId),
  });
  app.route({
    ...fromContract(contract.payment.toggleAutoRenew, { tags }),
    config: { access: onEspace('billing') },
    handler: async (request) => {
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
  });
};
