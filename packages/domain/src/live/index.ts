export * from './schemas.js';
export * from './list-merge.js';
