export * from './labels.js';
export * from './version.js';
export * from './level.js';
export * from './risks.js';
export * from './summary.js';
export * from './present-version.js';
export * from './invoice.js';
export * from './version-label.js';
