/** Writes sent again with the same Idempotency-Key get their first answer back, not done twice. */
export { IDEMPOTENCY_MESSAGES, registerIdempotency } from './idempotency.hooks.js';
