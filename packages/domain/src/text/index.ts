export * from './numbers.js';
export * from './plural.js';
export * from './money.js';
export * from './order.js';
