export * from './messages.js';
export * from './comments.js';
export * from './observations.js';
