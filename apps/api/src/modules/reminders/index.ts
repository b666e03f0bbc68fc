/** The reminders module's public surface: what other modules may import. */
export { reminderPreferenceRoutes, unsubscribeRoutes } from './reminders.routes.js';
export { remindersCommand, scheduleReminders } from './reminders.service.js';
