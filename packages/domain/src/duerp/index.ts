export * from './messages.js';
export * from './schemas.js';
export * from './payment-status.js';
export * from './document-data.js';
export * from './editor-messages.js';
export * from './editor-schemas.js';
export * from './levels.js';
