import { RISK_BANDS, type RiskBand } from '@duerp/domain';
import { BAND_CLASSES } from './risk-level';
import { BAND_PRIORITIES } from './criterion-texts';

const number = (value: number) => value.toLocaleString('fr-FR');

function range(band: RiskBand): string {
  if (band.max === null) return `${number(band.min)} ou plus`;
  if (band.min === 0) return `inférieure à ${number(band.max)}`;
  return `de ${number(band.min)} à moins de ${number(band.max)}`;
}

/** The four bands of SPEC §9, from the most urgent, with what each asks for. */
export function GridPrioritiesTab() {
  const bands = [...RISK_BANDS].reverse();
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
              className={`inline-flex w-28 shrink-0 justify-center rounded-full border px-2.5 py-1 text-sm font-semibold ${BAND_CLASSES[band.status]}`}
            >
              {band.shortDisplayName}
            </span>
            <div className="text-sm text-slate-800">
              <p className="font-semibold">
                {BAND_PRIORITIES[band.status].priority} · valeur {range(band)}
              </p>
              <p className="mt-0.5">{BAND_PRIORITIES[band.status].action}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
