export * from './constants.js';
export * from './flags.js';
export * from './hazard-codes.js';
export * from './messages.js';
export * from './responses.js';
export * from './schemas.js';
export * from './access.js';
