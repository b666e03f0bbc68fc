/**
 * The espaces: the current one and its gate, the role required on a page, members and
 * invitations, the activity journal and « Mes espaces ».
 */
export { espaceKeys } from './api/cache';
export { AccessLostNotice } from './components/access-lost-notice';
export { ActivityJournal } from './components/activity-journal';
export { CurrentEspaceLine } from './components/current-espace-line';
export { EspaceGate } from './components/espace-gate';
export { EspaceMenu } from './components/espace-menu';
export { EspacesOverview } from './components/espaces-overview';
export type { Visitor } from './components/invitation-answer';
export { InvitationPage } from './components/invitation-page';
export { MembersPage } from './components/members-page';
export { ReadOnlyBanner } from './components/read-only-banner';
export { RequireEspaceRole } from './components/require-espace-role';
export { useCurrentEspace } from './hooks/use-current-espace';
export { useSpstSettings } from './api/spst-settings';
