import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_TYPES, type ReminderType } from '@duerp/domain/living-document';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `reminders-unsubscribe:${secret}`).update(payload).digest('base64url');

/** A signed, stateless token naming an account and a reminder type: the unsubscribe link's key. */
export function unsubscribeToken(secret: string, accountId: string, type: ReminderType): string {
  const payload = Buffer.from(`${accountId}:${type}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The account and type of a genuine token, or null. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { accountId: string; type: ReminderType } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [accountId, type] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!accountId || !REMINDER_TYPES.includes(type as ReminderType)) return null;
  return { accountId, type: type as ReminderType };
}
