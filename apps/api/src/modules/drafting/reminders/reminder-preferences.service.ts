import {
  REMINDER_TYPES,
  type ReminderPreferences,
  type ReminderType,
} from '@duerp/domain/living-document';
import type { Deps } from '../../../lib/deps.js';
import { listDisabledTypes, setPreference } from './reminders.repository.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

export async function getReminderPreferences(
  deps: Deps,
  accountId: string,
): Promise<ReminderPreferences> {
  const disabled = await listDisabledTypes(deps.db, accountId);
  return {
    mise_a_jour_annuelle: !disabled.has('mise_a_jour_annuelle'),
    actions_en_retard: !disabled.has('actions_en_retard'),
  };
}

export async function saveReminderPreferences(
  deps: Deps,
  accountId: string,
  preferences: ReminderPreferences,
): Promise<ReminderPreferences> {
  for (const type of REMINDER_TYPES)
    await setPreference(deps.db, accountId, type, preferences[type]);
  return getReminderPreferences(deps, accountId);
}

/** The one-click unsubscribe (RFC 8058): the type named by a genuine token is switched off. */
export async function unsubscribe(deps: Deps, token: string): Promise<ReminderType | null> {
  const target = readUnsubscribeToken(deps.env.JWT_SECRET, token);
  if (!target) return null;
  try {
    await setPreference(deps.db, target.accountId, target.type, false);
  } catch {
    // The account was deleted since the mail: nothing left to unsubscribe.
    return null;
  }
  return target.type;
}
