/**
 * The API's bounded contexts and who owns each table: read by the import rules
 * (.dependency-cruiser.cjs), the table-ownership test (apps/api/test/architecture) and the
 * architecture doc test (scripts/architecture-doc.test.mjs). A module lives in
 * `apps/api/src/modules/<context>/<module>/`.
 */

/**
 * Each context lists its modules from the bottom up (a module imports only the modules before it
 * in its context, so modules never form a cycle) and the other contexts it may import, which are
 * always contexts written before it here (contexts never form a cycle either). A new module must be
 * placed here (lint fails until it is).
 */
const API_CONTEXTS = {
  platform: {
    owns: 'what every request and every job relies on: journals, limits, captcha, e-mail, replays, backups, retention',
    modules: [
      'audit',
      'database-backup',
      'captcha',
      'health',
      'mail',
      'rate-limit',
      'retention',
      'idempotency',
    ],
    imports: [],
  },
  billing: {
    owns: 'what is sold and what is paid: prices, paid periods, coupons, billing profiles, the operator',
    modules: ['billing-profiles', 'coupons', 'subscriptions', 'operator'],
    imports: ['platform'],
  },
  identity: {
    owns: 'who someone is and where they belong: accounts, sessions, espaces, roles, members',
    modules: [
      'activity-queries',
      'activity',
      'member-queries',
      'espaces',
      'auth',
      'account',
      'contact',
      'invitation-queries',
      'members',
    ],
    imports: ['platform', 'billing'],
  },
  documents: {
    owns: 'the living document as stored: data, revision, changes, photos, the live stream',
    modules: ['document-store', 'live', 'photo-queries', 'photos'],
    imports: ['platform', 'identity'],
  },
  publishing: {
    owns: 'what leaves the editor: frozen versions, their PDF and office files, links, checks',
    modules: [
      'pdf',
      'spst-sending-queries',
      'versions',
      'document-verification',
      'share-link-queries',
      'sharing',
      'office-exports',
      'spst',
    ],
    imports: ['platform', 'identity', 'documents'],
  },
  drafting: {
    owns: 'the draft being written and what feeds it: routes, catalogue, imports, comments, reminders',
    modules: [
      'duerp',
      'masterdata',
      'imports',
      'reminder-queries',
      'reminders',
      'living-document',
      'history-queries',
      'history',
      'comment-queries',
      'comments',
      'observation-queries',
      'observations',
      'chemicals',
      'compliance',
      // after compliance: producing the access notice is recorded for the check.
      'access-notice',
      'inspection-pack',
    ],
    imports: ['platform', 'identity', 'documents', 'publishing'],
  },
  workspace: {
    owns: 'flows over a whole espace: purchases, « Mes espaces », the data archive, administration',
    modules: [
      'invoice-queries',
      'kept-records-queries',
      'purchases',
      'overview',
      'account-archive',
      'admin',
    ],
    imports: ['platform', 'billing', 'identity', 'documents', 'publishing', 'drafting'],
  },
};

/** Module → its context. */
const MODULE_CONTEXT = Object.fromEntries(
  Object.entries(API_CONTEXTS).flatMap(([context, { modules }]) =>
    modules.map((module) => [module, context]),
  ),
);

/**
 * Each table (its SQL name) and the one module whose repositories may name it; the others call
 * that module's surface. A module named `*-queries` may only SELECT from the tables it lists.
 */
const TABLE_OWNERS = {
  accounts: 'auth',
  activity_log: 'activity',
  allowed_emails: 'auth',
  audit_log: 'audit',
  billing_profiles: 'billing-profiles',
  captcha_uses: 'captcha',
  chemical_attachments: 'chemicals',
  chemical_exposures: 'chemicals',
  chemical_products: 'chemicals',
  chemical_spst_sendings: 'chemicals',
  chemical_substitutions: 'chemicals',
  contact_messages: 'contact',
  coupons: 'coupons',
  delegate_tokens: 'auth',
  document_changes: 'document-store',
  duerp_comments: 'comments',
  duerp_compliance_records: 'compliance',
  duerp_documents: 'document-store',
  duerp_observations: 'observations',
  duerp_unites: 'document-store',
  duerp_version_consultations: 'versions',
  duerp_versions: 'versions',
  espace_invitations: 'members',
  espace_members: 'espaces',
  espaces: 'espaces',
  idempotent_answers: 'idempotency',
  invoice_counters: 'purchases',
  invoices: 'purchases',
  operator_settings: 'operator',
  password_reset_tokens: 'auth',
  payment_events: 'purchases',
  photos: 'photos',
  rate_limit_counters: 'rate-limit',
  refresh_tokens: 'auth',
  reminder_preferences: 'reminders',
  reminder_sends: 'reminders',
  share_link_openings: 'sharing',
  share_links: 'sharing',
  spst_sendings: 'spst',
  subscriptions: 'subscriptions',
  version_fingerprints: 'versions',
  version_photos: 'photos',
};

/**
 * Read-only query modules, named `<name>-queries`: each holds statements that join tables of
 * several owners in one SELECT (a list read at once rather than one query per owner), and may name
 * only the tables listed here, never to write them (scripts/table-owners.mjs).
 */
const TABLE_QUERIES = {
  'activity-queries': ['accounts', 'activity_log', 'duerp_documents', 'duerp_versions'],
  'comment-queries': ['accounts', 'duerp_comments'],
  'history-queries': ['accounts', 'document_changes'],
  'invitation-queries': ['accounts', 'espace_invitations', 'espaces'],
  'invoice-queries': ['invoices', 'subscriptions'],
  'kept-records-queries': ['duerp_documents', 'duerp_versions', 'invoices'],
  'member-queries': ['accounts', 'duerp_documents', 'espace_members', 'espaces'],
  'observation-queries': ['duerp_observations', 'share_links'],
  'photo-queries': ['duerp_documents', 'duerp_versions', 'photos', 'version_photos'],
  'reminder-queries': ['accounts', 'duerp_documents', 'duerp_versions', 'espace_members'],
  'share-link-queries': ['duerp_documents', 'share_links'],
  'spst-sending-queries': ['duerp_versions', 'spst_sendings'],
};

/**
 * The one module that deletes from tables it does not own: retention purges what the privacy
 * policy does not keep, table by table, on one schedule. It sits in `platform`, which imports no
 * other context, so it cannot call the owners' surfaces; giving each owner a `purgeX(before)`
 * would need the owners to register their purges with it (docs/decisions.md, issue 40).
 */
const TABLE_PURGES = {
  retention: [
    ...['activity_log', 'audit_log', 'captcha_uses', 'contact_messages', 'delegate_tokens'],
    ...['document_changes', 'duerp_documents', 'duerp_observations', 'idempotent_answers'],
    ...['password_reset_tokens', 'photos', 'rate_limit_counters', 'refresh_tokens'],
    'version_photos',
  ],
};

module.exports = {
  API_CONTEXTS,
  MODULE_CONTEXT,
  TABLE_OWNERS,
  TABLE_PURGES,
  TABLE_QUERIES,
};
