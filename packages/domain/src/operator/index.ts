export * from './fields.js';
export * from './schemas.js';
