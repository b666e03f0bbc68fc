/**
 * How long the service keeps what: stated by the privacy policy, applied by the API's retention
 * job. Invoices are never purged before their legal 10 years (Code de commerce, L123-22).
 */
export const RETENTION_YEARS = {
  contactMessages: 3,
  securityLog: 1,
  /** The journal d'activité of an espace: two annual updates of its DUERPs. */
  activityLog: 2,
  /**
   * A DUERP's "Historique des modifications" (issue 29), change by change: part of the draft, gone
   * with it, and each change after two annual updates (validated versions are the lasting record).
   */
  documentHistory: 2,
  /** A workers' observation turned into a risk, an action or an event, or archived (issue 29). */
  processedObservations: 1,
  invoices: 10,
} as const;

/** What the service keeps only hours (RETENTION_YEARS for the rest). */
export const RETENTION_HOURS = {
  /**
   * The answer of a write sent with an Idempotency-Key: long enough for the offline queue to send
   * it again after a network failure (its answer lost) without the write being done twice.
   */
  idempotentAnswers: 24,
} as const;
