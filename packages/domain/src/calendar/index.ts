export * from './dates.js';
export * from './calendar-day.js';
export * from './calendar-date.js';
