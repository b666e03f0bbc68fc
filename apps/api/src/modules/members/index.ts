/** Members of an espace: "Nouvel espace", invitations, roles, leaving, the journal d'activité. */
export { espaceRoutes, publicInvitationRoutes } from './members.routes.js';
