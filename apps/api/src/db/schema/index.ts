export * from './accounts.js';
export * from './tokens.js';
export * from './security.js';
