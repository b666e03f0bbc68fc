/**
 * What a write may need beyond the data and the body, given by its caller so that the write stays
 * pure: the API gives random UUIDs and the clock, the offline queue provisional ones, a test fixed
 * ones.
 */
export interface WriteContext {
  /** A new id (a preventive action, a copied unit's units, risks and actions). */
  newId: () => string;
  /** Now, as an ISO instant (the date of a re-rating). */
  now: () => string;
}
