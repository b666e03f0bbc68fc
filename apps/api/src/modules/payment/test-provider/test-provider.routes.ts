import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_ID_PLACEHOLDER } from '@duerp/domain';
import { notFound, unauthorized } from '../../../errors.js';
import { findBillingProfileRow } from '../../billing/billing.repository.js';
import { findDocumentHead } from '../../duerp/duerp.repository.js';
import {
  findSubscriptionById,
  updateSubscription,
} from '../../subscriptions/subscriptions.repository.js';
import { activateSubscription } from '../activation.service.js';
import { findInvoice, listInvoicesOfProfile } from '../invoices.repository.js';
import { invoicePdf } from '../invoice-document.service.js';
import { alreadyProcessedPage, checkoutPage, portalPage } from './test-pages.js';
import { verifyPortalToken } from './portal-token.js';

const tags = ['Paiement de test'];
const Params = z.strictObject({ id: z.uuid({ error: 'Identifiant invalide.' }) });

/**
 * The built-in provider's hosted pages: checkout (Payer / Annuler) and customer portal. The
 * browser reaches them without the bearer token: checkout ids are unguessable, portal links signed.
 */
export const testProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (deps.env.STRIPE_SECRET_KEY) return;
  // The pages' forms post url-encoded bodies; nothing in them is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, {}));
  });

  const pending = async (id: string) => {
    const subscription = await findSubscriptionById(deps.db, id);
    if (!subscription || subscription.provider !== 'test') throw notFound('Paiement introuvable.');
    return subscription;
  };
  const successUrl = (url: string, id: string) => url.replace(SUBSCRIPTION_ID_PLACEHOLDER, id);

  app.get(
    '/api/payment/test-checkout/:id',
    { schema: { tags, params: Params } },
    async (request, reply) => {
      const subscription = await pending(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (subscription.status !== 'pending')
        return alreadyProcessedPage(successUrl(subscription.successUrl, subscription.id));
      const profile = await findBillingProfileRow(
        deps.db,
        subscription.accountId,
        subscription.billingProfileId,
      );
      if (!profile) throw notFound('Paiement introuvable.');
      const document = subscription.duerpDocumentId
        ? await findDocumentHead(deps.db, subscription.accountId, subscription.duerpDocumentId)
        : null;
      return checkoutPage(subscription, profile, document?.displayName ?? null);
    },
  );

  app.post(
    '/api/payment/test-checkout/:id/pay',
    { schema: { tags, params: Params } },
    async (request, reply) => {
      const subscription = await pending(request.params.id);
      await activateSubscription(deps, subscription.id, {
        subscriptionId: `test_${subscription.id}`,
      });
      return reply.redirect(successUrl(subscription.successUrl, subscription.id), 303);
    },
  );

  app.post(
    '/api/payment/test-checkout/:id/cancel',
    { schema: { tags, params: Params } },
    async (request, reply) => {
      const subscription = await pending(request.params.id);
      if (subscription.status === 'pending')
        await updateSubscription(deps.db, subscription.id, { status: 'abandoned' });
      return reply.redirect(subscription.cancelUrl, 303);
    },
  );

  const portalClaims = async (token: string) => {
    const claims = await verifyPortalToken(token, deps.env.JWT_SECRET);
    if (!claims)
      throw unauthorized(
        'Ce lien a expiré : rouvrez la gestion des paiements depuis votre compte.',
      );
    return claims;
  };

  app.get(
    '/api/payment/test-portal',
    { schema: { tags, querystring: z.strictObject({ token: z.string().min(1).max(2000) }) } },
    async (request, reply) => {
      const claims = await portalClaims(request.query.token);
      const profile = await findBillingProfileRow(
        deps.db,
        claims.accountId,
        claims.billingProfileId,
      );
      if (!profile) throw notFound('Profil de facturation introuvable.');
      const invoices = (await listInvoicesOfProfile(deps.db, claims.accountId, profile.id)).map(
        (r) => r.invoice,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(portalPage(profile, invoices, request.query.token, claims.returnUrl));
    },
  );

  app.get(
    '/api/payment/test-portal/invoices/:id',
    {
      schema: {
        tags,
        params: Params,
        querystring: z.strictObject({ token: z.string().min(1).max(2000) }),
      },
    },
    async (request, reply) => {
      const claims = await portalClaims(request.query.token);
      const found = await findInvoice(deps.db, claims.accountId, request.params.id);
      if (!found || found.billingProfileId !== claims.billingProfileId)
        throw notFound('Facture introuvable.');
      const pdf = await invoicePdf(deps, found.invoice);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="Facture_${found.invoice.number}.pdf"`)
        .send(pdf);
    },
  );
};
