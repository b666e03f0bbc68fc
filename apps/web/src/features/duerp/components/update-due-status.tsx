import { computeUpdateDue, latestVersion, type DuerpDocument } from '@duerp/domain/duerp';
import { formatDateLong } from '@duerp/domain/calendar';
import { LIVING_DOCUMENT_MESSAGES as M } from '@duerp/domain/living-document';

const dayLabel = (day: string) => formatDateLong(`${day}T12:00:00Z`);

/**
 * "Mise à jour annuelle due le …" (≥ 11 employees, R4121-2), in red once past, or "Mise à jour
 * recommandée" below 11; nothing before the first version or without a headcount.
 */
export function UpdateDueStatus({
  duerp,
  now,
  detailed = false,
}: {
  duerp: DuerpDocument;
  now: Date;
  /** Adds the rule that applies (document page). */
  detailed?: boolean;
}) {
  const due = computeUpdateDue(
    duerp.data.entreprise?.nombreEmployes,
    latestVersion(duerp.versions)?.creationTime,
    now,
  );
  if (!due) return null;
  if (due.kind === 'recommended') {
    return (
      <div>
        <p className="font-medium text-slate-800">{M.recommended}</p>
        {detailed && <p className="mt-1 text-sm text-slate-700">{M.recommendedDetail}</p>}
      </div>
    );
  }
  const date = dayLabel(due.dueDate);
  return (
    <div>
      <p className={due.isOverdue ? 'font-semibold text-red-700' : 'font-medium text-slate-800'}>
        {due.isOverdue ? M.annualOverdue(date) : M.annualDue(date)}
      </p>
      {detailed && <p className="mt-1 text-sm text-slate-700">{M.annualDetail}</p>}
    </div>
  );
}
