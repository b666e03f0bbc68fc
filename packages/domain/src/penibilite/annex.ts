import { formatUpToOneDecimal } from '../text/numbers.js';
import { plural } from '../text/plural.js';
import type { DuerpData } from '../duerp/schemas.js';
import { PENIBILITE_FACTEURS, type PenibiliteFacteur } from '../duerp/penibilite-facteurs.js';

export interface PenibiliteAnnexRow {
  facteur: PenibiliteFacteur;
  /** The units declaring workers exposed to the factor, with their number and situations. */
  unites: { displayName: string; nombreExposes: number; situations: string }[];
  nombreExposes: number;
  /** Exposed workers over the company's headcount, 0–1; null without a headcount. */
  proportion: number | null;
}

/** Exposed over headcount, 0–1 (capped at 1); null when the headcount is unknown or zero. */
export function exposureProportion(exposes: number, effectif: number | null | undefined) {
  if (!effectif || effectif <= 0) return null;
  return Math.min(1, exposes / effectif);
}

/** "12,5 %": a proportion in French, one decimal at most. */
export function formatProportion(proportion: number | null): string {
  if (proportion === null) return 'effectif non renseigné';
  return `${formatUpToOneDecimal(proportion * 100)} %`;
}

/**
 * The R4121-1-1 annex: per factor of L4161-1 with at least one worker exposed, the units
 * concerned, the workers exposed and their proportion of the company's headcount. Empty when
 * nothing is declared (the annex then says so, it is never left out).
 */
export function penibiliteAnnex(data: DuerpData): PenibiliteAnnexRow[] {
  const effectif = data.entreprise?.nombreEmployes ?? null;
  return PENIBILITE_FACTEURS.flatMap((facteur) => {
    const unites = data.unitesDeTravail.flatMap((unite) =>
      (unite.expositionsPenibilite ?? [])
        .filter((e) => e.idFacteur === facteur.id && e.nombreExposes > 0)
        .map((e) => ({
          displayName: unite.displayName,
          nombreExposes: e.nombreExposes,
          situations: e.situations,
        })),
    );
    if (unites.length === 0) return [];
    const nombreExposes = unites.reduce((sum, u) => sum + u.nombreExposes, 0);
    return [
      { facteur, unites, nombreExposes, proportion: exposureProportion(nombreExposes, effectif) },
    ];
  });
}

/** Whether the document has any pénibilité data at all (declared, even with 0 exposed). */
export function hasPenibiliteData(data: DuerpData): boolean {
  return data.unitesDeTravail.some((u) => u.expositionsPenibilite !== undefined);
}

/** The annex's line saying on which headcount the proportions are computed (agents in the public sector). */
export function proportionBasisText(
  entreprise: { nombreEmployes: number | null; isSecteurPublic: boolean } | null,
): string {
  const n = entreprise?.nombreEmployes ?? null;
  if (n === null)
    return "Effectif de l'entreprise non renseigné : la proportion ne peut pas être calculée.";
  const word = entreprise?.isSecteurPublic ? 'agent' : 'salarié';
  return `Proportions calculées sur l'effectif de l'entreprise : ${plural(n, word)}.`;
}
