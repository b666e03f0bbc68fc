import type { FastifyBaseLogger } from 'fastify';
import { ANNUAL_REMINDER_DAYS_BEFORE, type ReminderType } from '@duerp/domain/living-document';
import { computeUpdateDue, listOverdueActions } from '@duerp/domain/duerp';
import { parisDay } from '@duerp/domain/calendar';
import type { Deps } from '../../../lib/deps.js';
import type { Mail } from '../../platform/mail/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import {
  annualDueMail,
  annualSoonMail,
  overdueDigestMail,
  type ReminderLinks,
} from './reminder-mails.js';
import {
  claimReminder,
  isClaimed,
  listDisabledTypes,
  markSent,
  releaseClaim,
  type ReminderKey,
} from './reminders.repository.js';
import { listReminderCandidates } from '../reminder-queries/index.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export type ReminderKind = 'annual_30_days' | 'annual_due' | 'overdue_digest';

const TYPE_OF: Record<ReminderKind, ReminderType> = {
  annual_30_days: 'mise_a_jour_annuelle',
  annual_due: 'mise_a_jour_annuelle',
  overdue_digest: 'actions_en_retard',
};

export interface PlannedReminder extends ReminderKey {
  kind: ReminderKind;
  email: string;
  displayName: string;
  mail: Mail;
}

function minusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

function baseUrl(deps: Deps): string {
  return (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/$/, '');
}

/**
 * The reminders due at `now` and not yet claimed: 30 days before the annual due date (≥ 11
 * employees), on it (or the first run after it), and once a month per document with late
 * PAPRIPACT actions; to each Propriétaire and Éditeur of the espace. People who switched a type
 * off get none of it.
 */
export async function planReminders(deps: Deps, now: Date): Promise<PlannedReminder[]> {
  const today = parisDay(now);
  const base = baseUrl(deps);
  const disabledByAccount = new Map<string, Set<ReminderType>>();
  const planned: PlannedReminder[] = [];
  for (const candidate of await listReminderCandidates(deps.db)) {
    let disabled = disabledByAccount.get(candidate.accountId);
    if (!disabled) {
      disabled = await listDisabledTypes(deps.db, candidate.accountId);
      disabledByAccount.set(candidate.accountId, disabled);
    }
    const document = await documentStore.find(deps.db, candidate.espaceId, candidate.id);
    if (!document) continue;
    const links = (type: ReminderType): ReminderLinks => ({
      documentUrl: `${base}/duerps/${candidate.id}`,
      unsubscribeUrl: `${base}/api/public/reminders/unsubscribe?token=${unsubscribeToken(deps.env.JWT_SECRET, candidate.accountId, type)}`,
    });
    const add = async (kind: ReminderKind, periodKey: string, mail: (l: ReminderLinks) => Mail) => {
      if (disabled.has(TYPE_OF[kind])) return;
      const key = {
        accountId: candidate.accountId,
        duerpDocumentId: candidate.id,
        kind,
        periodKey,
      };
      if (await isClaimed(deps.db, key)) return;
      planned.push({
        ...key,
        kind,
        email: candidate.email,
        displayName: candidate.displayName,
        mail: mail(links(TYPE_OF[kind])),
      });
    };

    const due = computeUpdateDue(
      document.data.entreprise?.nombreEmployes,
      candidate.lastVersionAt,
      now,
    );
    if (due?.kind === 'annual') {
      if (today >= due.dueDate) {
        await add('annual_due', due.dueDate, (l) =>
          annualDueMail(
            candidate.email,
            candidate.displayName,
            due.dueDate,
            today > due.dueDate,
            l,
          ),
        );
      } else if (today >= minusDays(due.dueDate, ANNUAL_REMINDER_DAYS_BEFORE)) {
        await add('annual_30_days', due.dueDate, (l) =>
          annualSoonMail(candidate.email, candidate.displayName, due.dueDate, l),
        );
      }
    }
    const overdue = listOverdueActions(document.data, now);
    if (overdue.length > 0) {
      await add('overdue_digest', today.slice(0, 7), (l) =>
        overdueDigestMail(candidate.email, candidate.displayName, overdue, l),
      );
    }
  }
  return planned;
}

export interface ReminderRun {
  sent: PlannedReminder[];
  failed: PlannedReminder[];
}

/**
 * Sends the reminders due at `now`. Each is claimed first by a unique row (claimReminder): with
 * several API instances on one database, the one whose insert wins sends it, the others skip it.
 */
export async function runReminders(
  deps: Deps,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [], failed: [] };
  for (const reminder of await planReminders(deps, now)) {
    const { accountId, duerpDocumentId, kind, periodKey } = reminder;
    const claim = await claimReminder(deps.db, { accountId, duerpDocumentId, kind, periodKey });
    if (!claim) continue;
    try {
      await deps.mailer.send(reminder.mail);
      await markSent(deps.db, claim, new Date());
      run.sent.push(reminder);
    } catch (err) {
      await releaseClaim(deps.db, claim);
      log?.error({ err, kind, duerpDocumentId }, "échec de l'envoi d'un rappel");
      run.failed.push(reminder);
    }
  }
  return run;
}

/** Runs the reminders every REMINDER_INTERVAL_MINUTES (0 disables them); returns a stop function. */
export function scheduleReminders(deps: Deps, log: FastifyBaseLogger): () => void {
  const minutes = deps.env.REMINDER_INTERVAL_MINUTES;
  if (minutes === 0) return () => undefined;
  const timer = setInterval(() => {
    runReminders(deps, new Date(), log)
      .then((r) => r.sent.length > 0 && log.info({ sent: r.sent.length }, 'rappels envoyés'))
      .catch((err: unknown) => log.error({ err }, 'échec de la tâche des rappels'));
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

const KIND_LABELS: Record<ReminderKind, string> = {
  annual_30_days: 'mise à jour annuelle dans 30 jours',
  annual_due: 'mise à jour annuelle due',
  overdue_digest: 'actions en retard (mensuel)',
};

/** `npm run admin -- reminders run [--dry-run]`: what was (or would be) sent, one line each. */
export async function remindersCommand(deps: Deps, dryRun: boolean, now = new Date()) {
  const line = (r: PlannedReminder) =>
    `${KIND_LABELS[r.kind]} — ${r.email} — « ${r.displayName} » — ${r.mail.subject}`;
  if (dryRun) {
    const planned = await planReminders(deps, now);
    if (planned.length === 0) return 'Aucun rappel à envoyer.';
    return [
      `${planned.length} rappel(s) à envoyer (simulation, rien n'est envoyé) :`,
      ...planned.map(line),
    ].join('\n');
  }
  const run = await runReminders(deps, now);
  const lines = [`${run.sent.length} rappel(s) envoyé(s).`, ...run.sent.map(line)];
  if (run.failed.length > 0) lines.push(`${run.failed.length} échec(s) :`, ...run.failed.map(line));
  return lines.join('\n');
}
