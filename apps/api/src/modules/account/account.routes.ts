import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LogoutBodySchema,
  MessageResponseSchema,
  MyAccountInfoResponseSchema,
} from '@duerp/domain';
import { onEspace, onPerson, requireAccount } from '../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../plugins/rate-limit.js';
import { mailLinkOrigin } from '../../lib/app-origin.js';
import { closeSession, sendResetLinkToAccount } from '../auth/index.js';
import { getMyAccountInfo } from './account.service.js';

const tags = ['Mon compte'];

/** SPEC §7 "Authenticated account calls": logout, info, sendresetpwdemail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.post(
    '/api/myaccount/logout',
    {
      config: { access: onPerson },
      schema: { tags, body: LogoutBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await closeSession(deps, request.accountId, request.body.refreshTokenToRevoke);
      return { message: 'Déconnexion effectuée.' };
    },
  );

  app.get(
    '/api/myaccount/info',
    {
      config: { access: onEspace('read') },
      schema: { tags, response: { 200: MyAccountInfoResponseSchema } },
    },
    async (request) => getMyAccountInfo(deps, request.accountId, request.espace),
  );

  app.post(
    '/api/myaccount/sendresetpwdemail',
    {
      config: { access: onPerson },
      onRequest: limitPerAccountAndIp,
      schema: { tags, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await sendResetLinkToAccount(deps, request.accountId, mailLinkOrigin(deps.env, request));
      return {
        message: 'Un email contenant le lien pour modifier votre mot de passe a été envoyé.',
      };
    },
  );
};
