import { z } from 'zod';
import { ReminderPreferencesSchema } from '@duerp/domain/living-document';
import { route } from './route.js';

/** The token of a reminder e-mail's unsubscribe link (absent: the page says the link is invalid). */
const UnsubscribeQuerySchema = z.object({ token: z.string().max(500).optional() });

/** Reminder e-mails: the account's choice of them, and the one-click unsubscribe of their links. */
export const reminders = {
  preferences: route({
    method: 'GET',
    path: '/api/myaccount/reminder-preferences',
    response: ReminderPreferencesSchema,
  }),
  savePreferences: route({
    method: 'PUT',
    path: '/api/myaccount/reminder-preferences',
    body: ReminderPreferencesSchema,
    response: ReminderPreferencesSchema,
  }),
  /** An HTML page that asks to confirm (a person following the link). */
  unsubscribePage: route({
    method: 'GET',
    path: '/api/public/reminders/unsubscribe',
    query: UnsubscribeQuerySchema,
  }),
  /** RFC 8058 one-click (the mail client) or the page's form; answers an HTML page. */
  unsubscribe: route({
    method: 'POST',
    path: '/api/public/reminders/unsubscribe',
    query: UnsubscribeQuerySchema,
  }),
};
