import { formatDay } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import { Button } from '@/components/ui/button';

export interface ExposureLine {
  id: string;
  travailleur?: string;
  poste?: string;
  nature: string;
  duree: string;
  degre: string;
  dateDebut: string | null;
  dateFin: string | null;
}

const period = (line: ExposureLine) =>
  [
    line.dateDebut ? `depuis le ${formatDay(line.dateDebut)}` : null,
    line.dateFin ? `jusqu'au ${formatDay(line.dateFin)}` : null,
  ]
    .filter(Boolean)
    .join(' ') || 'Période non indiquée';

/** The lines of one CMR product: with the names when the reader may see them, else without. */
export function ExposureLines({
  product,
  lines,
  workerCount,
  onEdit,
  onRemove,
}: {
  product: { nomCommercial: string; mentionsDanger: string[] };
  lines: ExposureLine[];
  /** The anonymised list's count of workers; absent from the nominative one. */
  workerCount?: number;
  onEdit?: (line: ExposureLine) => void;
  onRemove?: (line: ExposureLine) => void;
}) {
  return (
    <>
      <h2 className="text-lg font-semibold break-words text-slate-900">{product.nomCommercial}</h2>
      <p className="text-sm text-slate-700">
        {product.mentionsDanger.join(', ')}
        {workerCount !== undefined &&
          ` · ${plural(workerCount, 'travailleur exposé', 'travailleurs exposés')}`}
      </p>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucun travailleur inscrit pour ce produit.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {lines.map((line) => (
            <li
              key={line.id}
              className="rounded-lg border border-slate-200 p-3 text-sm break-words"
            >
              {line.travailleur !== undefined && (
                <p className="font-semibold text-slate-900">
                  {line.travailleur}
                  {line.poste && (
                    <span className="font-normal text-slate-700"> · {line.poste}</span>
                  )}
                </p>
              )}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="font-medium text-slate-900">Nature</dt>
                <dd className="whitespace-pre-line">{line.nature}</dd>
                <dt className="font-medium text-slate-900">Durée</dt>
                <dd>{line.duree}</dd>
                <dt className="font-medium text-slate-900">Degré</dt>
                <dd>{line.degre}</dd>
                <dt className="font-medium text-slate-900">Période</dt>
                <dd>{period(line)}</dd>
              </dl>
              {(onEdit || onRemove) && (
                <div className="mt-2 flex flex-wrap gap-2 print:hidden">
                  {onEdit && (
                    <Button variant="secondary" onClick={() => onEdit(line)}>
                      Corriger
                    </Button>
                  )}
                  {onRemove && (
                    <Button variant="ghost" onClick={() => onRemove(line)}>
                      Retirer
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
