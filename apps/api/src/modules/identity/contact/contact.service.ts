import type { ContactBody } from '@duerp/domain/contact';
import type { Deps } from '../../../lib/deps.js';
import { contactAcknowledgementMail, contactSupportMail } from '../../platform/mail/index.js';
import {
  insertContactMessage,
  listPendingContactMessages,
  markContactMessageFailed,
  markContactMessageSent,
  type ContactMessageRow,
} from './contact.repository.js';

export interface ContactSubmission {
  body: ContactBody;
  source: 'public' | 'private';
  accountId: string | null;
}

/** The fate of one attempt to mail a stored message to support. */
export type DeliveryOutcome =
  | { status: 'sent'; acknowledgementError?: string }
  | { status: 'failed'; error: string }
  | { status: 'pending' };

/**
 * How long a request waits for the mail server. A slow server must not keep the visitor waiting:
 * past this delay the answer goes out and the attempt finishes (and is recorded) on its own.
 */
export const DELIVERY_WAIT_MS = 10_000;

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'erreur inconnue';

/**
 * Stores the message first, then tries to mail it: a refused or unreachable mail server never
 * loses a message, which stays pending for `resendPendingContactMessages`.
 */
export async function submitContactMessage(
  deps: Deps,
  submission: ContactSubmission,
): Promise<{ message: ContactMessageRow; outcome: DeliveryOutcome }> {
  const { body } = submission;
  const message = await insertContactMessage(deps.db, {
    accountId: submission.accountId,
    email: body.emailAddress,
    name: body.name,
    phone: body.phoneNumber || null,
    message: body.userMessage,
    source: submission.source,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DeliveryOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'pending' }), DELIVERY_WAIT_MS);
  });
  try {
    const outcome = await Promise.race([deliverContactMessage(deps, message), deadline]);
    return { message, outcome };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Mails one stored message to the support address (reply-to the sender), records the attempt,
 * then acknowledges receipt to the sender. Never throws: the outcome says what happened.
 */
export async function deliverContactMessage(
  deps: Deps,
  row: ContactMessageRow,
): Promise<DeliveryOutcome> {
  try {
    await deps.mailer.send(
      contactSupportMail(deps.env.SUPPORT_EMAIL, {
        id: row.id,
        email: row.email,
        name: row.name,
        phone: row.phone,
        message: row.message,
        source: row.source,
        createdAt: row.createdAt,
      }),
    );
  } catch (error) {
    const message = describeError(error);
    await markContactMessageFailed(deps.db, row.id, message).catch(() => undefined);
    return { status: 'failed', error: message };
  }
  try {
    await markContactMessageSent(deps.db, row.id);
  } catch (error) {
    // The mail went out; at worst a later resend duplicates it, which beats losing it.
    return {
      status: 'sent',
      acknowledgementError: `enregistrement de l'envoi : ${describeError(error)}`,
    };
  }
  // The acknowledgement is a courtesy: its failure does not make the message pending again.
  try {
    await deps.mailer.send(contactAcknowledgementMail(row.email));
    return { status: 'sent' };
  } catch (error) {
    return { status: 'sent', acknowledgementError: describeError(error) };
  }
}

export async function listPendingMessages(deps: Deps, limit = 500): Promise<ContactMessageRow[]> {
  return listPendingContactMessages(deps.db, limit);
}

/** Retries every pending message, oldest first, one at a time. */
export async function resendPendingContactMessages(
  deps: Deps,
  limit = 500,
): Promise<{ sent: string[]; failed: { id: string; error: string }[] }> {
  const sent: string[] = [];
  const failed: { id: string; error: string }[] = [];
  for (const row of await listPendingContactMessages(deps.db, limit)) {
    const outcome = await deliverContactMessage(deps, row);
    if (outcome.status === 'sent') sent.push(row.id);
    else if (outcome.status === 'failed') failed.push({ id: row.id, error: outcome.error });
  }
  return { sent, failed };
}
