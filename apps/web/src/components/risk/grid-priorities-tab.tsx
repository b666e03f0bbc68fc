import { BANDS_PRESENTATION } from '@duerp/domain/risk';
import { bandStyle } from './risk-level';

/** The four risk bands, from the most urgent, with what each asks for. */
export function GridPrioritiesTab() {
  const bands = [...BANDS_PRESENTATION].reverse();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Le niveau de risque fixe l'ordre dans lequel traiter les risques dans votre plan d'actions.
      </p>
      <ul className="space-y-3">
        {bands.map((band) => (
          <li
            key={band.status}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:gap-4"
          >
            <span
              className="inline-flex w-28 shrink-0 justify-center rounded-full border px-2.5 py-1 text-sm font-semibold"
              style={bandStyle(band.status)}
            >
              {band.shortDisplayName}
            </span>
            <div className="text-sm text-slate-800">
              <p className="font-semibold">
                {band.priority} · valeur {band.range}
              </p>
              <p className="mt-0.5">{band.action}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
