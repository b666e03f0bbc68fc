export * from './findings.js';
export * from './check.js';
