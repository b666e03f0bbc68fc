export * from './siret.js';
export * from './money.js';
export * from './budget.js';
export * from './siret-key.js';
