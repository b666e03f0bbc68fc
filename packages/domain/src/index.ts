export * from './auth/index.js';
export * from './format/index.js';
export * from './api/index.js';
export * from './secteur/index.js';
export * from './search/index.js';
export * from './duerp/index.js';
export * from './risk/index.js';
