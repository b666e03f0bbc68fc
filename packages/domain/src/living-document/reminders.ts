import { z } from 'zod';

/** The kinds of reminder e-mails an account may receive, each switched off on its own. */
export const REMINDER_TYPES = ['mise_a_jour_annuelle', 'actions_en_retard'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export const REMINDER_TYPE_LABELS: Record<ReminderType, string> = {
  mise_a_jour_annuelle:
    'Rappels de la mise à jour annuelle (30 jours avant la date due, puis le jour même)',
  actions_en_retard: 'Récapitulatif mensuel des actions du PAPRIPACT en retard',
};

/** Whether each kind of reminder is sent to the account (all are, until switched off). */
export const ReminderPreferencesSchema = z.strictObject({
  mise_a_jour_annuelle: z.boolean(),
  actions_en_retard: z.boolean(),
});
export type ReminderPreferences = z.infer<typeof ReminderPreferencesSchema>;

/** Days before the annual due date when the first reminder goes. */
export const ANNUAL_REMINDER_DAYS_BEFORE = 30;
