export * from './messages.js';
export * from './countries.js';
export * from './pricing.js';
export * from './schemas.js';
