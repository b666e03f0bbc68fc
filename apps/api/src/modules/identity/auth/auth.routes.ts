import { mailLinkOrigin } from '../../../lib/app-origin.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { limitPerEmail, limitPerIp } from '../../../plugins/rate-limit.js';
import {
  createAccount,
  delegateSignIn,
  getAccountInfo,
  resetPassword,
  sendResetLink,
  signIn,
} from './auth.service.js';
import { refreshSession } from './sessions.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Authentification'];

/** Authentication and account (public): every request is counted per IP first. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);

  app.route({
    ...fromContract(contract.auth.accountInfo, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return getAccountInfo(deps, request.body.emailAddress);
    },
  });

  app.route({
    ...fromContract(contract.auth.signIn, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return signIn(deps, request.body.emailAddress, request.body.password);
    },
  });

  app.route({
    ...fromContract(contract.auth.delegateSignIn, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.em);
      return delegateSignIn(deps, request.body, request.ip);
    },
  });

  app.route({
    ...fromContract(contract.auth.createAccount, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return createAccount(deps, request.body);
    },
  });

  app.route({
    ...fromContract(contract.auth.sendResetLink, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      await sendResetLink(deps, request.body.emailAddress, mailLinkOrigin(deps.env, request));
      return {
        message:
          "Si cette adresse correspond à un compte, un lien de réinitialisation vient d'y être envoyé.",
      };
    },
  });

  app.route({
    ...fromContract(contract.auth.resetPassword, { tags }),
    handler: async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      const accountId = await resetPassword(deps, request.body);
      // Every session of the account ended: so do its live streams, on every instance.
      await app.live.hub.endSession(accountId);
      return { message: 'Mot de passe modifié avec succès.' };
    },
  });

  app.route({
    ...fromContract(contract.auth.refresh, { tags }),
    handler: (request) =>
      refreshSession(deps, request.body.refreshToken, request.body.expiredAccessToken),
  });
};
