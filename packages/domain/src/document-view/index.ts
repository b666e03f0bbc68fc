export * from './sort-risques.js';
export * from './group-risques.js';
export * from './demo-text.js';
export * from './summary.js';
export * from './budget-totals.js';
