import { mailLinkOrigin } from '../../lib/app-origin.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountCreateBodySchema,
  AccountInfoBodySchema,
  AccountInfoResponseSchema,
  DelegateLoginBodySchema,
  MessageResponseSchema,
  RefreshBodySchema,
  ResetPasswordBodySchema,
  ResetSendLinkBodySchema,
  TokenNewBodySchema,
  TokenPairSchema,
} from '@duerp/domain';
import { limitPerEmail, limitPerIp } from '../../plugins/rate-limit.js';
import {
  createAccount,
  delegateSignIn,
  getAccountInfo,
  resetPassword,
  sendResetLink,
  signIn,
} from './auth.service.js';
import { refreshSession } from './sessions.service.js';

const tags = ['Authentification'];

/** SPEC §7 "Authentication and account (public)": every request is counted per IP first. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', limitPerIp);

  app.post(
    '/api/public/account/info',
    { schema: { tags, body: AccountInfoBodySchema, response: { 200: AccountInfoResponseSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return getAccountInfo(deps, request.body.emailAddress);
    },
  );

  app.post(
    '/api/public/token/new',
    { schema: { tags, body: TokenNewBodySchema, response: { 200: TokenPairSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return signIn(deps, request.body.emailAddress, request.body.password);
    },
  );

  app.post(
    '/api/public/token/dg',
    { schema: { tags, body: DelegateLoginBodySchema, response: { 200: TokenPairSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.em);
      return delegateSignIn(deps, request.body, request.ip);
    },
  );

  app.post(
    '/api/public/account/create',
    { schema: { tags, body: AccountCreateBodySchema, response: { 200: TokenPairSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      return createAccount(deps, request.body);
    },
  );

  app.post(
    '/api/public/resetpwd/sendlink',
    { schema: { tags, body: ResetSendLinkBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      await sendResetLink(deps, request.body.emailAddress, mailLinkOrigin(deps.env, request));
      return {
        message:
          "Si cette adresse correspond à un compte, un lien de réinitialisation vient d'y être envoyé.",
      };
    },
  );

  app.post(
    '/api/public/resetpwd/reset',
    { schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await limitPerEmail(deps, request, request.body.emailAddress);
      await resetPassword(deps, request.body);
      return { message: 'Mot de passe modifié avec succès.' };
    },
  );

  app.post(
    '/api/public/token/refresh',
    { schema: { tags, body: RefreshBodySchema, response: { 200: TokenPairSchema } } },
    (request) => refreshSession(deps, request.body.refreshToken, request.body.expiredAccessToken),
  );
};
