import { Link } from 'react-router';
import { formatDateLong } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import type { RadarEspace, RadarRow } from '@duerp/domain/compliance';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ComplianceCounts } from './compliance-counts';

function annualUpdate(days: number | null): { text: string; late: boolean } {
  if (days === null) return { text: 'Pas de mise à jour annuelle due', late: false };
  if (days < 0)
    return { text: `Mise à jour annuelle en retard de ${plural(-days, 'jour')}`, late: true };
  if (days === 0) return { text: 'Mise à jour annuelle due aujourd’hui', late: true };
  return { text: `Mise à jour annuelle dans ${plural(days, 'jour')}`, late: false };
}

/** One DUERP of the radar: espace, name, last version, annual update, findings, « Relancer ». */
export function RadarRowItem({
  row,
  espace,
  onRemind,
}: {
  row: RadarRow;
  espace: RadarEspace | undefined;
  onRemind: (espace: RadarEspace) => void;
}) {
  const update = annualUpdate(row.daysToAnnualUpdate);
  const titleId = `radar-${row.duerpId}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center">
      <div className="min-w-0 lg:w-1/3">
        <p className="text-sm break-words text-slate-600">{row.espaceName}</p>
        <h2 id={titleId} className="font-semibold break-words text-slate-900">
          <Link to={paths.duerp(row.duerpId)} className="underline hover:text-blue-900">
            {row.displayName}
          </Link>
        </h2>
      </div>
      <div className="text-sm text-slate-700 lg:w-1/4">
        <p>
          {row.lastVersionAt
            ? `Dernière version du ${formatDateLong(row.lastVersionAt)}`
            : 'Aucune version générée'}
        </p>
        <p className={update.late ? 'font-semibold text-red-700' : undefined}>{update.text}</p>
      </div>
      <div className="lg:flex-1">
        <ComplianceCounts counts={row.counts} />
      </div>
      {espace?.canRemind && (
        <div className="flex flex-col items-start gap-1 lg:items-end">
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onRemind(espace)}>
            Relancer
          </Button>
          {espace.lastReminderAt && (
            <span className="text-xs text-slate-600">
              Relancé le {formatDateLong(espace.lastReminderAt)}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
