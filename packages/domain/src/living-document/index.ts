export * from './messages.js';
export * from './events.js';
export * from './consultation.js';
export * from './reminders.js';
