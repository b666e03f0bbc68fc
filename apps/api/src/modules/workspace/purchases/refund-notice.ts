import { PLAN_NAMES, priceTTC } from '@duerp/domain/payment';
import { formatMoney } from '@duerp/domain/text';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../lib/deps.js';
import { listMemberEmails } from '../../identity/espaces/index.js';
import { duplicatePaymentRefundMail } from '../../platform/mail/index.js';
import type { Confirmation } from './activation.service.js';

/**
 * Tells the espace's Propriétaires that a duplicate payment was refunded (after the refund is committed). A
 * failed mail is logged: the refund itself stands, and /after-payment says it too.
 */
export async function notifyRefund(deps: Deps, confirmation: Confirmation, log: FastifyBaseLogger) {
  const row = confirmation.row;
  if (confirmation.outcome !== 'refunded' || !row) return;
  try {
    const amount = formatMoney(priceTTC(row.priceHtCents / 100));
    for (const email of await listMemberEmails(deps.db, row.espaceId, ['proprietaire'])) {
      await deps.mailer.send(
        duplicatePaymentRefundMail(email, PLAN_NAMES[row.plan], `${amount} TTC`),
      );
    }
  } catch (err) {
    log.error({ err, subscriptionId: row.id }, 'échec de l’e-mail de remboursement');
  }
}
