/**
 * The header that makes a write safe to send twice: the API keeps its first answer
 * (RETENTION_HOURS.idempotentAnswers) and answers it again to a write sent with the same key. Its
 * value is a UUID (UuidSchema).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
