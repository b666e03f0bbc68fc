/** Members of an espace: "Nouvel espace", invitations, roles, leaving, the journal d'activité. */
export { espaceRoutes, publicInvitationRoutes } from './members.routes.js';
export { deleteAccount } from './account-deletion.service.js';
