export * from './scales.js';
export * from './score.js';
export * from './presentation.js';
