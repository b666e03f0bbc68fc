export * from './client-version.js';
export * from './idempotency.js';
