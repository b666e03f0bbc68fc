import { z } from 'zod';
import { EspaceRoleSchema, canDo, type EspaceRole } from '../espaces/roles.js';
import { latestVersion } from '../duerp/payment-status.js';
import { computeUpdateDue } from '../duerp/due-dates.js';
import { duerpUpdateState } from '../duerp/update-state.js';
import { parisDay } from '../calendar/dates.js';
import { checkCompliance, type ComplianceInput } from './check.js';
import { COMPLIANCE_LEVELS, type ComplianceLevel, type ComplianceReport } from './findings.js';

const CountsSchema = z.object({
  manquement: z.number().int(),
  'à compléter': z.number().int(),
  'bonne pratique': z.number().int(),
});
export type ComplianceCounts = z.infer<typeof CountsSchema>;

/** One DUERP of the radar: its espace, its last version, its annual update and its findings. */
export const RadarRowSchema = z.object({
  espaceId: z.string(),
  espaceName: z.string(),
  duerpId: z.string(),
  displayName: z.string(),
  /** ISO instant of the last version, null without one. */
  lastVersionAt: z.string().nullable(),
  /** Days left before the annual update (negative once late), null when none is due. */
  daysToAnnualUpdate: z.number().int().nullable(),
  /** The annual update's state, as « Mes espaces » shows it. */
  update: z.object({
    state: z.enum(['sans_version', 'a_jour', 'due', 'en_retard']),
    dueDate: z.string().nullable(),
  }),
  counts: CountsSchema,
  /** Its most serious finding's code, null when the check is clean (the list is on its page). */
  firstFinding: z.string().nullable(),
});
export type RadarRow = z.infer<typeof RadarRowSchema>;

/** One espace of the radar: the sum of its DUERPs' findings and its last « Relancer ». */
export const RadarEspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: EspaceRoleSchema,
  counts: CountsSchema,
  /** Whether the person may send « Relancer » (an Éditeur at least, not in their own espace). */
  canRemind: z.boolean(),
  /** ISO instant of the last « Relancer » sent for this espace, null if none. */
  lastReminderAt: z.string().nullable(),
});
export type RadarEspace = z.infer<typeof RadarEspaceSchema>;

export const RadarSchema = z.object({
  espaces: z.array(RadarEspaceSchema),
  rows: z.array(RadarRowSchema),
});
export type Radar = z.infer<typeof RadarSchema>;

export const RemindAnswerSchema = z.object({
  /** False when a « Relancer » was already sent in the last REMIND_INTERVAL_HOURS. */
  sent: z.boolean(),
  /** How many Propriétaires were written to (0 when not sent). */
  recipients: z.number().int(),
  lastReminderAt: z.string(),
});
export type RemindAnswer = z.infer<typeof RemindAnswerSchema>;

/** One « Relancer » per espace in this many hours: a double click or a second consultant sends nothing. */
export const REMIND_INTERVAL_HOURS = 24;

/** « Relancer » asks the Propriétaires for the update: an Éditeur (the consultant) may, not a Lecteur. */
export const canRemind = (role: EspaceRole): boolean => canDo(role, 'write');

export const RADAR_TEXTS = {
  title: 'Radar de conformité',
  empty: 'Aucun DUERP dans vos espaces.',
  noMatch: 'Aucun DUERP ne correspond à ces filtres.',
  loadFailed: 'Impossible de charger le radar. Réessayez plus tard.',
  remind: 'Relancer',
  remindConfirm: (espace: string) =>
    `Envoyer aux Propriétaires de l’espace « ${espace} » la demande de mise à jour annuelle du DUERP ?`,
  reminded: 'Demande de mise à jour envoyée aux Propriétaires.',
  nobodyToRemind: 'Aucun autre Propriétaire à relancer dans cet espace.',
  alreadyReminded: 'Une relance a déjà été envoyée pour cet espace dans les dernières 24 heures.',
} as const;

const zeroCounts = (): ComplianceCounts => ({
  manquement: 0,
  'à compléter': 0,
  'bonne pratique': 0,
});

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Most serious first: manquements, then points à compléter, then the nearest update, then names. */
export function byFindings(a: RadarRow, b: RadarRow): number {
  for (const level of COMPLIANCE_LEVELS) {
    const diff = b.counts[level] - a.counts[level];
    if (diff !== 0) return diff;
  }
  return (
    (a.daysToAnnualUpdate ?? Infinity) - (b.daysToAnnualUpdate ?? Infinity) ||
    a.espaceName.localeCompare(b.espaceName, 'fr') ||
    a.displayName.localeCompare(b.displayName, 'fr')
  );
}

export interface RadarDocument extends ComplianceInput {
  espaceId: string;
  displayName: string;
}

export interface RadarMembership {
  espaceId: string;
  name: string;
  role: EspaceRole;
  /** The person's own espace: they are its only Propriétaire, nobody to remind. */
  isPersonal: boolean;
  lastReminderAt: Date | null;
}

/**
 * The radar of a person's espaces: each DUERP's findings (the check of « Prêt pour un contrôle ? »,
 * run once per document), sorted by findings, and each espace's sum. Pure.
 */
export function buildRadar(memberships: RadarMembership[], documents: RadarDocument[]): Radar {
  const days = new Map<number, string>();
  const today = (now: Date) => {
    let day = days.get(now.getTime());
    if (day === undefined) days.set(now.getTime(), (day = parisDay(now)));
    return day;
  };
  const espaces = new Map(
    memberships.map((m) => [
      m.espaceId,
      {
        id: m.espaceId,
        name: m.name,
        role: m.role,
        counts: zeroCounts(),
        canRemind: canRemind(m.role) && !m.isPersonal,
        lastReminderAt: m.lastReminderAt?.toISOString() ?? null,
      } satisfies RadarEspace,
    ]),
  );
  const rows: RadarRow[] = [];
  for (const document of documents) {
    const espace = espaces.get(document.espaceId);
    if (!espace) continue;
    const report: ComplianceReport = checkCompliance(document);
    for (const level of COMPLIANCE_LEVELS) espace.counts[level] += report.counts[level];
    const latest = latestVersion(document.versions);
    const employes = document.data.entreprise?.nombreEmployes;
    const due = computeUpdateDue(employes, latest?.creationTime, document.now);
    const update = duerpUpdateState(employes, latest?.creationTime, document.now);
    rows.push({
      espaceId: espace.id,
      espaceName: espace.name,
      duerpId: document.duerpId,
      displayName: document.displayName,
      lastVersionAt: latest?.creationTime ?? null,
      daysToAnnualUpdate:
        due?.kind === 'annual' ? daysBetween(today(document.now), due.dueDate) : null,
      update: { state: update.state, dueDate: 'dueDate' in update ? update.dueDate : null },
      counts: report.counts,
      firstFinding: report.findings[0]?.code ?? null,
    });
  }
  return { espaces: [...espaces.values()], rows: rows.sort(byFindings) };
}

/** Whether a radar row has at least one finding of `level` (the radar's level filter). */
export const hasLevel = (row: RadarRow, level: ComplianceLevel): boolean => row.counts[level] > 0;
