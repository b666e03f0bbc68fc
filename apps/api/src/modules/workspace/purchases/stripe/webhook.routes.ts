import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../../lib/contract-route.js';
import { BODY_LIMITS } from '../../../../lib/request-limits.js';
import { applyStripeEvent, verifyStripeEvent } from './webhook.service.js';

/** POST /api/payment/webhook: Stripe's events, verified on the raw body, applied once. */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes: keep the body raw in this scope.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    ...fromContract(contract.payment.webhook, {
      tags: ['Paiement'],
      hide: app.deps.env.PAYMENT_PROVIDER !== 'stripe',
    }),
    bodyLimit: BODY_LIMITS.webhook,
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(
        app.deps,
        raw,
        Array.isArray(signature) ? signature[0] : signature,
      );
      const outcome = await applyStripeEvent(app.deps, event, request.log);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'webhook Stripe');
      return { received: true };
    },
  });
};
