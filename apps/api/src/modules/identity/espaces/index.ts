/**
 * Espaces own DUERPs, plans and billing; people are their members with one role each. This
 * module holds the policy (every access decision) and the espaces' and memberships' data.
 */
export { authorizeOnDocument, authorizeOnEspace, type Membership } from './access.service.js';
export { loadEspace } from './espaces.service.js';
export { announceAccessChanged, onAccessChanged, type AccessChanged } from './access-events.js';
export {
  deleteEspaceMembers,
  deleteEspaceRow,
  findPersonalEspaceId,
  findPhotoQuota,
  insertEspace,
  lockEspaceRow,
  setPhotoQuota,
  updateEspace,
  updateEspaceLimits,
  type EspaceRow,
} from './espaces.repository.js';
export {
  deleteMember,
  insertMember,
  listMemberships,
  lockOwnerCount,
  updateMemberRole,
} from './members.repository.js';
export { findSpstSettings, updateSpstSettings } from './spst-settings.repository.js';
export { listMemberEmails, listMembers } from '../member-queries/index.js';
