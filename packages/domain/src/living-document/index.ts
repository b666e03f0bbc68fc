export * from './messages.js';
export * from './due-dates.js';
export * from './events.js';
export * from './consultation.js';
export * from './reminders.js';
export * from './update-state.js';
