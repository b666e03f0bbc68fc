import { plural } from '@duerp/domain/text';
import { Alert } from '@/components/ui/alert';
import { badgeClassName } from '@/components/ui/badge';
import type { ImportPreviewResult } from '../../api/import-spreadsheet';

const SHOWN_ERRORS = 50;

/** Units and categories are both feminine: « nouvelle », « existante ». */
const status = (isNew: boolean) => (
  <span className={badgeClassName(isNew ? 'info' : 'neutral')}>
    {isNew ? 'nouvelle' : 'existante'}
  </span>
);

/** What the import would create or match, and the lines it would leave out with their reasons. */
export function ImportPreviewView({ preview }: { preview: ImportPreviewResult }) {
  const { errors } = preview;
  return (
    <div className="space-y-4 text-sm text-slate-800">
      <p>
        {`${plural(preview.rowCount, 'ligne lue', 'lignes lues')} : `}
        <strong>
          {preview.risqueCount === 0
            ? 'aucun risque à ajouter'
            : `${plural(preview.risqueCount, 'risque')} à ajouter`}
        </strong>
        {preview.risqueCount > 0 && `, dont ${plural(preview.evaluatedCount, 'évalué', 'évalués')}`}
        .
      </p>
      {preview.units.length > 0 && (
        <ul aria-label="Unités de travail concernées" className="space-y-3">
          {preview.units.map((unit) => (
            <li key={unit.displayName} className="rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span className="break-words">{unit.displayName}</span>
                {status(unit.isNew)}
                <span className="font-normal text-slate-600">
                  {plural(unit.risqueCount, 'risque')}
                </span>
              </p>
              <ul
                aria-label={`Catégories de ${unit.displayName}`}
                className="mt-2 flex flex-wrap gap-2"
              >
                {unit.categories.map((c) => (
                  <li key={c.displayName} className="flex items-center gap-1 break-words">
                    {c.displayName} {status(c.isNew)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <Alert
          tone="warning"
          title={`${plural(errors.length, 'ligne ne sera pas importée', 'lignes ne seront pas importées')} :`}
        >
          <ul aria-label="Lignes en erreur" className="list-disc space-y-1 pl-5">
            {errors.slice(0, SHOWN_ERRORS).map((e) => (
              <li key={`${e.line}-${e.message}`}>{`Ligne ${e.line} : ${e.message}`}</li>
            ))}
          </ul>
          {errors.length > SHOWN_ERRORS && (
            <p className="mt-2">{`… et ${errors.length - SHOWN_ERRORS} autres.`}</p>
          )}
        </Alert>
      )}
    </div>
  );
}
