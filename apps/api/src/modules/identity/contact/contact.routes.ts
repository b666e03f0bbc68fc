import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES } from '@duerp/domain/contact';
import { contract } from '@duerp/contract';
import { onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { limitPerAccountAndIp, limitPerEmail, limitPerIp } from '../../../plugins/rate-limit.js';
import { loadAccount } from '../account/index.js';
import { verifyCaptcha } from '../../platform/captcha/index.js';
import { submitContactMessage, type DeliveryOutcome } from './contact.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Contact'];

function logOutcome(
  log: { warn: (obj: object, msg: string) => void },
  id: string,
  outcome: DeliveryOutcome,
) {
  if (outcome.status === 'failed') {
    log.warn(
      { contactMessageId: id, error: outcome.error },
      'message de contact enregistré, envoi au support en échec',
    );
  } else if (outcome.status === 'pending') {
    log.warn(
      { contactMessageId: id },
      'message de contact enregistré, envoi au support toujours en cours',
    );
  } else if (outcome.acknowledgementError) {
    log.warn(
      { contactMessageId: id, error: outcome.acknowledgementError },
      'accusé de réception non envoyé',
    );
  }
}

/** POST /api/public/contact: the visitors' form, behind the ALTCHA check. */
export const publicContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.route({
    ...fromContract(contract.contact.sendPublic, { tags }),
    bodyLimit: BODY_LIMITS.text,
    onRequest: limitPerIp,
    handler: async (request) => {
      const { captchaToken, ...body } = request.body;
      await limitPerEmail(deps, request, body.emailAddress);
      await verifyCaptcha(deps.db, deps.env, captchaToken);
      const { message, outcome } = await submitContactMessage(deps, {
        body,
        source: 'public',
        accountId: null,
      });
      logOutcome(request.log, message.id, outcome);
      return { message: CONTACT_MESSAGES.sent };
    },
  });
};

/** POST /api/contact (signed in), and what its form is prefilled with. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.contact.defaults, { tags }),
    config: { access: onPerson },
    handler: async (request) => {
      const account = await loadAccount(deps.db, request.accountId);
      return { emailAddress: account.email };
    },
  });

  app.route({
    ...fromContract(contract.contact.send, { tags }),
    config: { access: onPerson },
    bodyLimit: BODY_LIMITS.text,
    // Per account too: changing the reply address must not lift the limit.
    onRequest: limitPerAccountAndIp,
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      const { message, outcome } = await submitContactMessage(deps, {
        body: request.body,
        source: 'private',
        accountId: request.accountId,
      });
      logOutcome(request.log, message.id, outcome);
      return { message: CONTACT_MESSAGES.sent };
    },
  });
};
