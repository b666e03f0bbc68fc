export * from './accounts.js';
export * from './tokens.js';
export * from './security.js';
export * from './contact.js';
export * from './duerp.js';
export * from './billing.js';
