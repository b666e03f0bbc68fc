import { formatDay } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import { reverseDemoText } from '@duerp/domain/document-view';
import type { OverdueAction } from '@duerp/domain/duerp';

/** The PAPRIPACT actions past their due date and not done, oldest first. */
export function OverdueActions({ actions, demo }: { actions: OverdueAction[]; demo: boolean }) {
  if (actions.length === 0) return null;
  const text = (value: string) => (demo ? reverseDemoText(value) : value);
  return (
    <div>
      <h3 className="font-semibold text-red-700">
        {plural(actions.length, 'action')} du PAPRIPACT en retard
      </h3>
      <ul className="mt-2 space-y-2">
        {actions.map((a) => (
          <li key={a.idAction} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
            <p className="break-words font-medium text-slate-900">
              {text(a.descriptionDeLaMesure)}
            </p>
            <p className="mt-0.5 text-slate-700">
              {text(a.uniteName)} · {text(a.responsable)} · {a.statut} ·{' '}
              <span className="font-semibold text-red-700">échéance {formatDay(a.date)}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
