export * from './messages.js';
export * from './comments.js';
