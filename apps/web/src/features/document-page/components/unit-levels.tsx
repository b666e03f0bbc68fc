import type { ShownUnitSummary } from '@duerp/domain/presentation';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';

const LABEL = 'Niveau de risque par unité de travail';

/**
 * Each unit's level. A phone lists the units, each one's count and level wrapping under its name:
 * inside the nested cards of step 7, 320 px leave under 190 px, and the three columns of the
 * table need about 290. From `sm` up, the table.
 */
export function UnitLevels({ units }: { units: ShownUnitSummary[] }) {
  return (
    <>
      <ul aria-label={LABEL} className="mt-2 divide-y divide-slate-100 text-sm sm:hidden">
        {units.map((unite) => (
          <li key={unite.idUniteDeTravail} className="py-2">
            <span className="block break-words font-medium text-slate-900">{unite.name}</span>
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              <span>
                Risques évalués&nbsp;: {unite.evaluatedCount} / {unite.risqueCount}
              </span>
              <RiskLevelBadge level={unite.level} />
            </span>
          </li>
        ))}
      </ul>
      {/* Focusable: a table wider than its place scrolls sideways with the keyboard too. */}
      <div
        className="mt-2 hidden overflow-x-auto sm:block"
        tabIndex={0}
        role="region"
        aria-label={LABEL}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{LABEL}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Unité de travail
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Risques évalués
              </th>
              <th scope="col" className="py-2 pl-3 font-medium">
                Niveau
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((unite) => (
              <tr key={unite.idUniteDeTravail} className="border-b border-slate-100">
                <th scope="row" className="break-words py-2 pr-3 font-medium text-slate-900">
                  {unite.name}
                </th>
                <td className="px-3 py-2 text-slate-700">
                  {unite.evaluatedCount} / {unite.risqueCount}
                </td>
                <td className="py-2 pl-3">
                  <RiskLevelBadge level={unite.level} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
