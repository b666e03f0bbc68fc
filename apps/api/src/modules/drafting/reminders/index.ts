/**
 * Reminder mails (the yearly update due, late PAPRIPACT actions), each person's preferences and
 * the unsubscribe link.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { reminderPreferenceRoutes, unsubscribeRoutes } from './reminders.routes.js';
import { scheduleReminders } from './reminders.service.js';
export { remindersCommand } from './reminders.service.js';

export const remindersModule: ApiModule = {
  routes: [reminderPreferenceRoutes, unsubscribeRoutes],
  jobs: [scheduleReminders],
};
