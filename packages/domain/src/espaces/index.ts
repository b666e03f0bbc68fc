export * from './roles.js';
export * from './messages.js';
export * from './schemas.js';
export * from './activity.js';
export * from './people.js';
