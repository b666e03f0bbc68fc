export * from './scales.js';
export * from './score.js';
