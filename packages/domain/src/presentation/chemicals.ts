import type { DuerpData } from '../duerp/schemas.js';
import type { CmrClass } from '../chemicals/hazard-codes.js';
import { substitutionStatusText, type ChemicalInventory } from '../chemicals/inventory.js';
import { formatDay } from '../calendar/dates.js';
import { plural } from '../text/plural.js';

export const CHEMICALS_SECTION_TITLE = 'Inventaire des produits chimiques';
export const CMR_SUMMARY_TITLE = 'Travailleurs susceptibles d’être exposés aux agents CMR';

/** A version's snapshot: the document's data and, since issue 44, the register at generation. */
export type VersionSnapshot = DuerpData & { inventaireChimique?: ChemicalInventory };

export interface PresentedChemicalProduct {
  nom: string;
  fournisseur: string;
  pictogrammes: string;
  cmr: string;
  fds: string;
  substitution: string;
}

export interface PresentedCmrProduct {
  nom: string;
  travailleurs: string;
  expositions: { nature: string; duree: string; degre: string }[];
}

export interface PresentedChemicals {
  source: string;
  unites: { name: string; produits: PresentedChemicalProduct[] }[];
  /** The anonymised list, one entry per CMR 1A/1B product; null without any. */
  cmr: { note: string; produits: PresentedCmrProduct[] } | null;
}

const CMR_TEXT: Record<CmrClass, string> = {
  avere: 'CMR 1A/1B',
  suspecte: 'Suspecté (cat. 2)',
};

const dash = (text: string) => text.trim() || '—';

function fdsText(product: ChemicalInventory['produits'][number]): string {
  if (product.fdsDateRevision) return formatDay(product.fdsDateRevision);
  return product.fdsPresente ? 'Date non renseignée' : 'FDS manquante';
}

/**
 * The « Inventaire des produits chimiques » of a version: per work unit, the products used there
 * with their pictograms, CMR class, safety data sheet date and substitution status, then the
 * anonymised list of workers who may be exposed to each CMR product. Null for a version generated
 * without a register (every version before issue 44), which prints as it always did.
 */
export function presentChemicals(snapshot: VersionSnapshot): PresentedChemicals | null {
  const inventory = snapshot.inventaireChimique;
  if (!inventory || inventory.produits.length === 0) return null;
  const unites = snapshot.unitesDeTravail
    .map((unite) => ({
      name: unite.displayName,
      produits: inventory.produits
        .filter((p) => p.unites.includes(unite.idUniteDeTravail))
        .map((p) => ({
          nom: p.nomCommercial,
          fournisseur: dash(p.fournisseur),
          pictogrammes: p.pictogrammes.join(', ') || '—',
          cmr: p.cmr ? CMR_TEXT[p.cmr] : 'Non',
          fds: fdsText(p),
          substitution: substitutionStatusText(p.cmr, p.nombreDemarches, p.dernierResultat),
        })),
    }))
    .filter((u) => u.produits.length > 0);
  const cmrProducts = inventory.produits.filter((p) => p.cmr === 'avere' && p.expositions);
  return {
    source:
      "État du registre des produits chimiques à la date de la version. Pour un agent CMR, l'article R4412-66 du Code du travail demande de consigner dans le document unique le résultat des recherches de substitution.",
    unites,
    cmr:
      cmrProducts.length === 0
        ? null
        : {
            note: 'Version anonymisée de la liste des travailleurs susceptibles d’être exposés aux agents CMR : ni nom ni poste.',
            produits: cmrProducts.map((p) => ({
              nom: p.nomCommercial,
              travailleurs: plural(p.expositions!.nombreTravailleurs, 'travailleur'),
              expositions: p.expositions!.lignes.map((l) => ({
                nature: dash(l.nature),
                duree: dash(l.duree),
                degre: dash(l.degre),
              })),
            })),
          },
  };
}
