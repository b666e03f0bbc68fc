/**
 * Read-only: the members of an espace with their address and name, and a person's membership of
 * the espace owning a document (one read on every request about a document).
 */
export {
  findMembershipByDocument,
  listMemberEmails,
  listMembers,
  membershipColumns,
  type Membership,
} from './member-queries.repository.js';
