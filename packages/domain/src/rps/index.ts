export * from './grid.js';
export * from './light-grid.js';
export * from './messages.js';
export * from './rules.js';
export * from './schemas.js';
export * from './synthesis.js';
