import { RADAR_TEXTS, REMIND_INTERVAL_HOURS, type RemindAnswer } from '@duerp/domain/compliance';
import { personLabel } from '@duerp/domain/espaces';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import { latestActivityTimes, recordActivity } from '../../identity/activity/index.js';
import {
  listMembers,
  loadEspace,
  lockEspaceRow,
  type Membership,
} from '../../identity/espaces/index.js';
import { remindMail } from './remind-mail.js';
import { radarOf } from './radar.service.js';

const INTERVAL_MS = REMIND_INTERVAL_HOURS * 3_600_000;

/**
 * « Relancer »: one mail to the espace's other Propriétaires asking for the annual update of its
 * DUERPs, logged in its journal. Once per espace in REMIND_INTERVAL_HOURS: the espace's row is
 * locked, so a double click or two consultants at once send one mail; the later calls answer
 * `sent: false`. The mail goes inside the transaction: if it fails, nothing is logged and the
 * person may try again.
 */
export async function remindOwners(
  deps: Deps,
  membership: Membership,
  accountId: string,
  origin: string,
  now = new Date(),
): Promise<RemindAnswer> {
  const espace = await loadEspace(deps.db, membership.espaceId);
  const radar = await radarOf(deps, [{ ...membership, name: espace.name }], now);
  return deps.db.transaction(async (tx) => {
    await lockEspaceRow(tx, espace.id);
    const last = (await latestActivityTimes(tx, [espace.id], 'espace.reminded')).get(espace.id);
    if (last && now.getTime() - last.getTime() < INTERVAL_MS) {
      return { sent: false, recipients: 0, lastReminderAt: last.toISOString() };
    }
    const members = await listMembers(tx, espace.id);
    const owners = members.filter((m) => m.role === 'proprietaire' && m.accountId !== accountId);
    if (owners.length === 0) throw badRequest(RADAR_TEXTS.nobodyToRemind);
    const me = members.find((m) => m.accountId === accountId);
    await recordActivity(tx, {
      espaceId: espace.id,
      actorAccountId: accountId,
      action: 'espace.reminded',
      details: { destinataires: String(owners.length) },
    });
    await deps.mailer.send(
      remindMail(
        owners.map((o) => o.email),
        {
          espaceName: espace.name,
          sender: me ? personLabel(me.displayName, me.email) : 'Un membre de l’espace',
          duerps: radar.rows,
          url: `${origin}/duerps`,
        },
        me?.email,
      ),
    );
    return { sent: true, recipients: owners.length, lastReminderAt: now.toISOString() };
  });
}
