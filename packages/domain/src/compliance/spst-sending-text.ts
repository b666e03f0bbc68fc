import type { SpstSending } from './records.js';

/**
 * How a sending to the SPST is told in print: « Envoyé par e-mail à … (adresse), message … » or
 * « Remis en main propre à … ». The version's history and the inspection pack both write it.
 */
export function spstSendingText(
  s: Pick<SpstSending, 'mode' | 'recipientName' | 'recipientEmail' | 'messageId'>,
): string {
  const recipient = s.recipientName.trim() || s.recipientEmail || '';
  const to = recipient ? ` à ${recipient}` : '';
  if (s.mode !== 'email') return `Remis en main propre${to}`;
  const address =
    s.recipientEmail && s.recipientEmail !== recipient ? ` (${s.recipientEmail})` : '';
  return `Envoyé par e-mail${to}${address}${s.messageId ? `, message ${s.messageId}` : ''}`;
}
