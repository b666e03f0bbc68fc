export * from './free-text.js';
export * from './required.js';
