export * from './numbers.js';
export * from './plural.js';
export * from './money.js';
export * from './dates.js';
export * from './order.js';
export * from './labels.js';
export * from './version.js';
