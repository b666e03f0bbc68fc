import { Link } from 'react-router';
import { displayBudget } from '@duerp/domain/format';
import { formatDay } from '@duerp/domain/calendar';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { ActionStatusBadge } from '@/components/risk/action-status-badge';
import { paths } from '@/config/paths';
import { CommentsButton } from '@/features/comments';
import { cibleLabel } from '../rps/rps-action-list';

/**
 * Step 6: the actions decided in the psychosocial-risk synthesis (step 5), which join the plan;
 * they are edited where the group decided them.
 */
export function RpsPlanActions({ duerp }: { duerp: DuerpDocument }) {
  const unites = (duerp.data.risquesPsychosociaux?.unitesRps ?? []).filter(
    (u) => u.actions.length > 0,
  );
  if (unites.length === 0) return null;
  return (
    <section aria-labelledby="rps-plan-title" className="rounded-xl border border-slate-200 p-4">
      <h3 id="rps-plan-title" className="text-lg font-semibold text-slate-900">
        Actions sur les risques psychosociaux
      </h3>
      {unites.map((unite) => (
        <div key={unite.idUniteRps} className="mt-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 className="font-semibold break-words text-slate-900">
              Unité RPS « {unite.displayName} »
            </h4>
            <Link
              className="text-sm font-medium text-blue-800 underline"
              to={`${paths.editDuerp(duerp.id, 5)}&partie=rps&uniteRps=${encodeURIComponent(unite.idUniteRps)}&vue=synthese`}
            >
              Modifier dans la synthèse RPS
            </Link>
          </div>
          <ul className="mt-2 space-y-2">
            {unite.actions.map((action) => (
              <li key={action.idAction} className="rounded-lg border border-slate-200 p-3">
                <p className="text-xs font-medium text-slate-600">{cibleLabel(action)}</p>
                <p className="mt-1 font-medium break-words whitespace-pre-line text-slate-900">
                  {action.descriptionDeLaMesure}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                  <span>Responsable : {action.responsable}</span>
                  <span>Échéance : {formatDay(action.date)}</span>
                  {action.budget && <span>Budget : {displayBudget(action.budget)}</span>}
                  <ActionStatusBadge statut={action.statut} />
                </p>
                <CommentsButton
                  duerpId={duerp.id}
                  target={{ cible: 'action', idCible: action.idAction }}
                  label={action.descriptionDeLaMesure}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
