export * from './columns.js';
export * from './import-messages.js';
export * from './import-plan.js';
export * from './import-rows.js';
