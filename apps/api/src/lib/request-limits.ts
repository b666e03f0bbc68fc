/**
 * What one request may weigh, in one place. Fastify refuses a bigger body with 413 while reading
 * it (at once when Content-Length says so); json-body.ts then refuses a JSON text whose shape would
 * make parsing and validation costly, before JSON.parse builds anything.
 */
export const BODY_LIMITS = {
  /** Every route unless stated: sign-in, account, payment, company form, toggles, deletes. */
  default: 16 * 1024,
  /**
   * Routes carrying 5,000-character free texts (evaluation, action, version notes, contact): a
   * text of 5,000 characters takes at most 15 kB in UTF-8 (3 bytes per UTF-16 unit).
   */
  text: 64 * 1024,
  /**
   * The whole-list writes of a document (units; risks of a unit). The 40 × 25 reference document
   * sent as whole units is 825 kB; a unit holding the whole premade catalogue (389 risks) is
   * 274 kB, so the 2,000 risks a unit may hold take about 1.4 MB.
   */
  documentList: 2 * 1024 * 1024,
  /** Stripe's events, kept raw for the signature check (not parsed by json-body.ts). */
  webhook: 1024 * 1024,
} as const;

/** Nesting levels of a JSON body; our deepest legit body (a document) has 6. */
export const MAX_JSON_DEPTH = 32;
/** Keys of one JSON object; our widest legit object (a risk) has 14. */
export const MAX_JSON_KEYS_PER_OBJECT = 100;
/**
 * Values (`,` and `:` outside strings) allowed per byte of the route's body limit: legit bodies
 * hold one per 14 to 31 bytes, so a route's limit also bounds how many values its body may hold.
 */
export const BYTES_PER_JSON_VALUE = 16;
