/**
 * Reminder mails (the yearly update due, late PAPRIPACT actions), each person's preferences and
 * the unsubscribe link.
 */
export { reminderPreferenceRoutes, unsubscribeRoutes } from './reminders.routes.js';
export { remindersCommand, scheduleReminders } from './reminders.service.js';
