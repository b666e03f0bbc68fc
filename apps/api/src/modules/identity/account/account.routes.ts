import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { PEOPLE_MESSAGES } from '@duerp/domain/espaces';
import { onEspace, onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../../plugins/rate-limit.js';
import { mailLinkOrigin } from '../../../lib/app-origin.js';
import { closeSession, sendResetLinkToAccount } from '../auth/index.js';
import { getMyAccountInfo, setDisplayName } from './account.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Mon compte'];

/** Authenticated account calls: logout, info, sendresetpwdemail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.account.logout, { tags }),
    config: { access: onPerson },
    handler: async (request) => {
      const revoked = await closeSession(
        deps,
        request.accountId,
        request.body.refreshTokenToRevoke,
      );
      // Its live streams end too, on every instance: they would outlive it by hours.
      const session = revoked ?? request.session.id;
      if (session) await app.live.hub.endSession(request.accountId, session);
      return { message: 'Déconnexion effectuée.' };
    },
  });

  app.route({
    ...fromContract(contract.account.info, { tags }),
    config: { access: onEspace('read') },
    handler: async (request) => getMyAccountInfo(deps, request.accountId, request.espace),
  });

  app.route({
    ...fromContract(contract.account.setDisplayName, { tags, summary: 'Mon prénom et mon nom' }),
    config: { access: onPerson },
    handler: async (request) => {
      await setDisplayName(deps, request.accountId, request.body.displayName);
      return { message: PEOPLE_MESSAGES.nameSaved };
    },
  });

  app.route({
    ...fromContract(contract.account.sendResetPasswordEmail, { tags }),
    config: { access: onPerson },
    onRequest: limitPerAccountAndIp,
    handler: async (request) => {
      await sendResetLinkToAccount(deps, request.accountId, mailLinkOrigin(deps.env, request));
      return {
        message: 'Un email contenant le lien pour modifier votre mot de passe a été envoyé.',
      };
    },
  });
};
