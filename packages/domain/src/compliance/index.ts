export * from './findings.js';
export * from './check.js';
export * from './radar.js';
