export * from './messages.js';
export * from './schemas.js';
export * from './payment-status.js';
export * from './document-data.js';
