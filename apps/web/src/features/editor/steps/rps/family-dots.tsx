import { syntheseUniteRps, type UniteRps } from '@duerp/domain/rps';
import { presentNiveau } from './rps-levels';

/** The seven family levels of a unit at a glance, each named (colour is never the only sign). */
export function FamilyDots({ unite }: { unite: UniteRps }) {
  const familles = syntheseUniteRps(unite);
  if (familles.every((f) => f.niveau === null)) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Niveaux par famille">
      {familles.map((f) => {
        const level = presentNiveau(f.niveau);
        return (
          <li
            key={f.famille}
            className={`rounded border px-1.5 py-0.5 text-xs font-medium ${level.className}`}
          >
            {f.label} : {level.label}
          </li>
        );
      })}
    </ul>
  );
}
