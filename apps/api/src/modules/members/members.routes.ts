import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  ChangeRoleBodySchema,
  EspaceIdParamsSchema,
  EspaceInvitationParamsSchema,
  EspaceMemberParamsSchema,
  EspaceMembersResponseSchema,
  EspaceNameBodySchema,
  InvitationInfoSchema,
  InviteMemberBodySchema,
  JoinedEspaceSchema,
  MessageResponseSchema,
  MyEspaceSchema,
  MyEspacesResponseSchema,
} from '@duerp/domain';
import { mailLinkOrigin } from '../../lib/app-origin.js';
import { onEspace, onPerson, requireAccount } from '../../plugins/authenticate.js';
import { limitPerAccountAndIp, limitPerIp } from '../../plugins/rate-limit.js';
import { readActivity } from '../activity/index.js';
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

const tags = ['Espaces et membres'];
const TokenBodySchema = z.strictObject({ token: z.string().min(1).max(200) });
const done = (message: string) => ({ message });

/** Espaces, members, invitations and the journal d'activité (issue 25). */
export const espaceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const actor = (request: { accountId: string; espace: Membership }) => ({
    accountId: request.accountId,
    espace: request.espace,
  });

  app.get(
    '/api/espaces',
    {
      config: { access: onPerson },
      schema: {
        tags,
        summary: 'Mes espaces et mon rôle dans chacun',
        response: { 200: MyEspacesResponseSchema },
      },
    },
    (request) => listMyEspaces(deps, request.accountId),
  );

  app.post(
    '/api/espaces',
    {
      config: { access: onPerson },
      onRequest: limitPerAccountAndIp,
      schema: {
        tags,
        summary: 'Nouvel espace',
        body: EspaceNameBodySchema,
        response: { 200: MyEspaceSchema },
      },
    },
    (request) => createEspace(deps, request.accountId, request.body.name),
  );

  app.post(
    '/api/espaces/:espaceId/rename',
    {
      config: { access: onEspace('manage') },
      schema: {
        tags,
        params: EspaceIdParamsSchema,
        body: EspaceNameBodySchema,
        response: { 200: MyEspaceSchema },
      },
    },
    (request) => renameEspace(deps, actor(request), request.body.name),
  );

  app.get(
    '/api/espaces/:espaceId/members',
    {
      config: { access: onEspace('read') },
      schema: {
        tags,
        params: EspaceIdParamsSchema,
        response: { 200: EspaceMembersResponseSchema },
      },
    },
    (request) => getMembers(deps, request.espace),
  );

  app.post(
    '/api/espaces/:espaceId/invitations',
    {
      config: { access: onEspace('manage') },
      onRequest: limitPerAccountAndIp,
      schema: {
        tags,
        summary: 'Inviter un membre (lien à usage unique, valable 7 jours)',
        params: EspaceIdParamsSchema,
        body: InviteMemberBodySchema,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    (request) =>
      inviteMember(deps, actor(request), request.body, mailLinkOrigin(deps.env, request)),
  );

  app.delete(
    '/api/espaces/:espaceId/invitations/:invitationId',
    {
      config: { access: onEspace('manage') },
      schema: {
        tags,
        params: EspaceInvitationParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await cancelInvitation(deps, request.espace, request.params.invitationId);
      return done('Invitation révoquée.');
    },
  );

  app.post(
    '/api/espaces/:espaceId/members/:accountId/role',
    {
      config: { access: onEspace('manage') },
      schema: {
        tags,
        params: EspaceMemberParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await changeMemberRole(
        deps,
        actor(request),
        request.params.accountId,
        request.body.role,
        mailLinkOrigin(deps.env, request),
      );
      return done('Rôle modifié.');
    },
  );

  app.delete(
    '/api/espaces/:espaceId/members/:accountId',
    {
      config: { access: onEspace('manage') },
      schema: { tags, params: EspaceMemberParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await removeMember(deps, actor(request), request.params.accountId);
      return done('Membre retiré.');
    },
  );

  app.post(
    '/api/espaces/:espaceId/leave',
    {
      config: { access: onEspace('read') },
      schema: { tags, params: EspaceIdParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await leaveEspace(deps, request.accountId, request.espace);
      return done('Vous avez quitté l’espace.');
    },
  );

  app.get(
    '/api/espaces/:espaceId/journal',
    {
      config: { access: onEspace('manage') },
      schema: {
        tags,
        summary: "Journal d'activité (Propriétaires), par membre et par DUERP, paginé",
        params: EspaceIdParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityPageSchema },
      },
    },
    (request) => readActivity(deps.db, request.espace.espaceId, request.query),
  );

  app.post(
    '/api/espaces/invitations/accept',
    {
      config: { access: onPerson },
      onRequest: limitPerAccountAndIp,
      schema: {
        tags,
        summary: "Rejoindre l'espace d'une invitation",
        body: TokenBodySchema,
        response: { 200: JoinedEspaceSchema },
      },
    },
    (request) => acceptInvitation(deps, request.accountId, request.body.token),
  );
};

/** The invitation page's facts, before signing in (the token in the body, never in a URL). */
export const publicInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/public/invitations/info',
    {
      onRequest: limitPerIp,
      schema: { tags, body: TokenBodySchema, response: { 200: InvitationInfoSchema } },
    },
    (request) => getInvitationInfo(app.deps, request.body.token),
  );
};
