import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { mailLinkOrigin } from '../../../lib/app-origin.js';
import { onEspace, onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp, limitPerIp } from '../../../plugins/rate-limit.js';
import { readActivity } from '../activity-queries/index.js';
import type { Membership } from '../espaces/index.js';
import {
  acceptInvitation,
  cancelInvitation,
  getInvitationInfo,
  inviteMember,
} from './invitations.service.js';
import {
  changeMemberRole,
  createEspace,
  getMembers,
  leaveEspace,
  listMyEspaces,
  removeMember,
  renameEspace,
} from './members.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['Espaces et membres'];
const done = (message: string) => ({ message });

/** Espaces, members, invitations and the journal d'activité (issue 25). */
export const espaceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const actor = (request: { accountId: string; espace: Membership }) => ({
    accountId: request.accountId,
    espace: request.espace,
  });

  app.route({
    ...fromContract(contract.espaces.mine, {
      tags,
      summary: 'Mes espaces et mon rôle dans chacun',
    }),
    config: { access: onPerson },
    handler: (request) => listMyEspaces(deps, request.accountId),
  });

  app.route({
    ...fromContract(contract.espaces.create, { tags, summary: 'Nouvel espace' }),
    config: { access: onPerson },
    onRequest: limitPerAccountAndIp,
    handler: (request) => createEspace(deps, request.accountId, request.body.name),
  });

  app.route({
    ...fromContract(contract.espaces.rename, { tags }),
    config: { access: onEspace('manage') },
    handler: (request) => renameEspace(deps, actor(request), request.body.name),
  });

  app.route({
    ...fromContract(contract.espaces.members, { tags }),
    config: { access: onEspace('read') },
    handler: (request) => getMembers(deps, actor(request)),
  });

  app.route({
    ...fromContract(contract.espaces.invite, {
      tags,
      summary: 'Inviter un membre (lien à usage unique, valable 7 jours)',
    }),
    config: { access: onEspace('manage') },
    onRequest: limitPerAccountAndIp,
    handler: (request) =>
      inviteMember(deps, actor(request), request.body, mailLinkOrigin(deps.env, request)),
  });

  app.route({
    ...fromContract(contract.espaces.cancelInvitation, { tags }),
    config: { access: onEspace('manage') },
    handler: async (request) => {
      await cancelInvitation(deps, request.espace, request.params.invitationId);
      return done('Invitation révoquée.');
    },
  });

  app.route({
    ...fromContract(contract.espaces.changeRole, { tags }),
    config: { access: onEspace('manage') },
    handler: async (request) => {
      await changeMemberRole(
        deps,
        actor(request),
        request.params.accountId,
        request.body.role,
        mailLinkOrigin(deps.env, request),
      );
      return done('Rôle modifié.');
    },
  });

  app.route({
    ...fromContract(contract.espaces.removeMember, { tags }),
    config: { access: onEspace('manage') },
    handler: async (request) => {
      await removeMember(deps, actor(request), request.params.accountId);
      return done('Membre retiré.');
    },
  });

  app.route({
    ...fromContract(contract.espaces.leave, { tags }),
    config: { access: onEspace('read') },
    handler: async (request) => {
      await leaveEspace(deps, request.accountId, request.espace);
      return done('Vous avez quitté l’espace.');
    },
  });

  app.route({
    ...fromContract(contract.espaces.journal, {
      tags,
      summary: "Journal d'activité (Propriétaires), par membre et par DUERP, paginé",
    }),
    config: { access: onEspace('manage') },
    handler: (request) => readActivity(deps.db, request.espace.espaceId, request.query),
  });

  app.route({
    ...fromContract(contract.espaces.acceptInvitation, {
      tags,
      summary: "Rejoindre l'espace d'une invitation",
    }),
    config: { access: onPerson },
    onRequest: limitPerAccountAndIp,
    handler: (request) => acceptInvitation(deps, request.accountId, request.body),
  });
};

/** The invitation page's facts, before signing in (the token in the body, never in a URL). */
export const publicInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(contract.espaces.invitationInfo, { tags }),
    onRequest: limitPerIp,
    handler: (request) => getInvitationInfo(app.deps, request.body.token),
  });
};
