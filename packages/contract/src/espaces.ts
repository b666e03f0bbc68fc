import { z } from 'zod';
import { MessageResponseSchema } from '@duerp/domain/auth';
import {
  AcceptInvitationBodySchema,
  ActivityPageSchema,
  ActivityQuerySchema,
  ChangeRoleBodySchema,
  EspaceIdParamsSchema,
  EspaceInvitationParamsSchema,
  EspaceMemberParamsSchema,
  EspaceMembersResponseSchema,
  EspaceNameBodySchema,
  EspacesOverviewSchema,
  InvitationInfoSchema,
  InvitationTokenBodySchema,
  InviteMemberBodySchema,
  JoinedEspaceSchema,
  MyEspaceSchema,
  MyEspacesResponseSchema,
} from '@duerp/domain/espaces';
import { route } from './route.js';

/** Issue 19: espaces, their members, invitations and journal. */
export const espaces = {
  mine: route({ method: 'GET', path: '/api/espaces', response: MyEspacesResponseSchema }),
  create: route({
    method: 'POST',
    path: '/api/espaces',
    body: EspaceNameBodySchema,
    response: MyEspaceSchema,
  }),
  rename: route({
    method: 'POST',
    path: '/api/espaces/:espaceId/rename',
    params: EspaceIdParamsSchema,
    body: EspaceNameBodySchema,
    response: MyEspaceSchema,
  }),
  members: route({
    method: 'GET',
    path: '/api/espaces/:espaceId/members',
    params: EspaceIdParamsSchema,
    response: EspaceMembersResponseSchema,
  }),
  invite: route({
    method: 'POST',
    path: '/api/espaces/:espaceId/invitations',
    params: EspaceIdParamsSchema,
    body: InviteMemberBodySchema,
    response: z.object({ id: z.string() }),
  }),
  cancelInvitation: route({
    method: 'DELETE',
    path: '/api/espaces/:espaceId/invitations/:invitationId',
    params: EspaceInvitationParamsSchema,
    response: MessageResponseSchema,
  }),
  changeRole: route({
    method: 'POST',
    path: '/api/espaces/:espaceId/members/:accountId/role',
    params: EspaceMemberParamsSchema,
    body: ChangeRoleBodySchema,
    response: MessageResponseSchema,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/espaces/:espaceId/members/:accountId',
    params: EspaceMemberParamsSchema,
    response: MessageResponseSchema,
  }),
  leave: route({
    method: 'POST',
    path: '/api/espaces/:espaceId/leave',
    params: EspaceIdParamsSchema,
    response: MessageResponseSchema,
  }),
  journal: route({
    method: 'GET',
    path: '/api/espaces/:espaceId/journal',
    params: EspaceIdParamsSchema,
    query: ActivityQuerySchema,
    response: ActivityPageSchema,
  }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/espaces/invitations/accept',
    body: AcceptInvitationBodySchema,
    response: JoinedEspaceSchema,
  }),
  invitationInfo: route({
    method: 'POST',
    path: '/api/public/invitations/info',
    body: InvitationTokenBodySchema,
    response: InvitationInfoSchema,
  }),
  overview: route({
    method: 'GET',
    path: '/api/espaces/overview',
    response: EspacesOverviewSchema,
  }),
};
