/** Members of an espace: "Nouvel espace", invitations, roles, leaving, the journal d'activité. */
import type { ApiModule } from '../../../lib/api-module.js';
import { espaceRoutes, publicInvitationRoutes } from './members.routes.js';

export const membersModule: ApiModule = {
  routes: [espaceRoutes, publicInvitationRoutes],
};
