import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { SUBSCRIPTION_ID_PLACEHOLDER } from '@duerp/domain/payment';
import { fromContract } from '../../../../lib/contract-route.js';
import { notFound, unauthorized } from '../../../../errors.js';
import { findBillingProfileRow } from '../../../billing/billing-profiles/index.js';
import { documentStore } from '../../../documents/document-store/index.js';
import { findSubscriptionById } from '../../../billing/subscriptions/index.js';
import { confirmPayment, endUnpaidCheckout } from '../activation.service.js';
import { notifyRefund } from '../refund-notice.js';
import { findInvoice, listInvoicesOfProfile } from '../../invoice-queries/index.js';
import { invoicePdf } from '../invoice-document.service.js';
import { checkoutPage, closedCheckoutPage, portalPage } from './test-pages.js';
import { verifyPortalToken } from './portal-token.js';

const tags = ['Paiement de test'];
const routes = contract.testPayment;

/**
 * The built-in provider's hosted pages: checkout (Payer / Annuler) and customer portal. The
 * browser reaches them without the bearer token: checkout ids are unguessable, portal links signed.
 */
export const testProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Never mounted with a real provider.
  if (deps.env.PAYMENT_PROVIDER !== 'test') return;
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

  app.route({
    ...fromContract(routes.checkout, { tags }),
    handler: async (request, reply) => {
      const subscription = await pending(request.params.id);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (subscription.status !== 'pending')
        return closedCheckoutPage(
          subscription,
          successUrl(subscription.successUrl, subscription.id),
        );
      const profile = await findBillingProfileRow(
        deps.db,
        subscription.espaceId,
        subscription.billingProfileId,
      );
      if (!profile) throw notFound('Paiement introuvable.');
      const documentName = subscription.duerpDocumentId
        ? (await documentStore.displayNames(deps.db, subscription.espaceId)).get(
            subscription.duerpDocumentId,
          )
        : undefined;
      return checkoutPage(subscription, profile, documentName ?? null);
    },
  });

  app.route({
    ...fromContract(routes.pay, { tags }),
    handler: async (request, reply) => {
      const subscription = await pending(request.params.id);
      // A superseded or cancelled checkout cannot be paid: its page says why. Paid already (a
      // second click): straight on to the result.
      if (subscription.status === 'abandoned' || subscription.status === 'failed')
        return reply
          .code(409)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            closedCheckoutPage(subscription, successUrl(subscription.successUrl, subscription.id)),
          );
      if (subscription.status === 'pending') {
        const confirmation = await deps.db.transaction((tx) =>
          confirmPayment(deps, tx, subscription.id, { subscriptionId: `test_${subscription.id}` }),
        );
        await notifyRefund(deps, confirmation, request.log);
      }
      return reply.redirect(successUrl(subscription.successUrl, subscription.id), 303);
    },
  });

  app.route({
    ...fromContract(routes.cancel, { tags }),
    handler: async (request, reply) => {
      const subscription = await pending(request.params.id);
      await deps.db.transaction((tx) => endUnpaidCheckout(tx, subscription.id, 'abandoned'));
      return reply.redirect(subscription.cancelUrl, 303);
    },
  });

  const portalClaims = async (token: string) => {
    const claims = await verifyPortalToken(token, deps.env.JWT_SECRET);
    if (!claims)
      throw unauthorized(
        'Ce lien a expiré : rouvrez la gestion des paiements depuis votre compte.',
      );
    return claims;
  };

  app.route({
    ...fromContract(routes.portal, { tags }),
    handler: async (request, reply) => {
      const claims = await portalClaims(request.query.token);
      const profile = await findBillingProfileRow(
        deps.db,
        claims.espaceId,
        claims.billingProfileId,
      );
      if (!profile) throw notFound('Profil de facturation introuvable.');
      const invoices = (await listInvoicesOfProfile(deps.db, claims.espaceId, profile.id)).map(
        (r) => r.invoice,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(portalPage(profile, invoices, request.query.token, claims.returnUrl));
    },
  });

  app.route({
    ...fromContract(routes.invoice, { tags }),
    handler: async (request, reply) => {
      const claims = await portalClaims(request.query.token);
      const found = await findInvoice(deps.db, claims.espaceId, request.params.id);
      if (!found || found.billingProfileId !== claims.billingProfileId)
        throw notFound('Facture introuvable.');
      const pdf = await invoicePdf(deps, found.invoice);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="Facture_${found.invoice.number}.pdf"`)
        .send(pdf);
    },
  });
};
