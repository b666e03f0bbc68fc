import type { Deps } from '../../../lib/deps.js';
import { listPendingMessages, resendPendingContactMessages } from './contact.service.js';

/** `npm run admin -- contact pending`: the messages support has not received yet. */
export async function contactPendingReport(deps: Deps): Promise<string> {
  const rows = await listPendingMessages(deps);
  if (rows.length === 0) return 'Aucun message de contact en attente d’envoi.';
  const lines = rows.map(
    (r) =>
      `${r.id}  ${r.createdAt.toISOString()}  ${r.source === 'private' ? 'privé ' : 'public'}  ${r.email}  ` +
      `tentatives : ${r.attempts}${r.lastError ? `  dernière erreur : ${r.lastError}` : ''}`,
  );
  return [`${rows.length} message(s) en attente d’envoi :`, ...lines].join('\n');
}

/** `npm run admin -- contact resend`: retries them and says what happened. */
export async function contactResendReport(deps: Deps): Promise<string> {
  const { sent, failed } = await resendPendingContactMessages(deps);
  if (sent.length === 0 && failed.length === 0)
    return 'Aucun message de contact en attente d’envoi.';
  return [
    `Messages envoyés au support : ${sent.length} ; toujours en échec : ${failed.length}`,
    ...failed.map((f) => `  ${f.id} : ${f.error}`),
  ].join('\n');
}
