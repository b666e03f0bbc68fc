export * from './free-text.js';
export * from './calendar-date.js';
