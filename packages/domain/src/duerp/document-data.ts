import { DEFAULT_DISPLAY_OPTIONS, type DuerpData, type Entreprise } from './schemas.js';

/** The data of a brand-new document. */
export function emptyDuerpData(): DuerpData {
  return {
    entreprise: null,
    unitesDeTravail: [],
    displayOptions: { ...DEFAULT_DISPLAY_OPTIONS },
    isPapripactEnabled: false,
    niveauDeRisqueTotalValue: null,
    niveauDeRisqueTotalStatus: null,
  };
}

export const NEW_DUERP_NAME = 'Nouveau DUERP';

/** A document's name: the company, and the establishment when the perimeter is one. */
export function duerpDisplayName(entreprise: Entreprise | null): string {
  if (!entreprise?.nom.trim()) return NEW_DUERP_NAME;
  const nom = entreprise.nom.trim();
  const etablissement = entreprise.nomDeLEtablissement.trim();
  return entreprise.isEtablissement && etablissement ? `${nom} – ${etablissement}` : nom;
}
