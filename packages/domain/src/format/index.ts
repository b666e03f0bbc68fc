export * from './siret.js';
export * from './money.js';
export * from './date.js';
