import type { Categorie, RisqueInput, UpsertActionBody } from '../duerp/index.js';
import { isChemicalCategoryCode, substitutionActionText } from './inventory.js';

/** The unit's lists as the risk entry step edits them. */
interface UnitLists {
  categorieDeRisques: readonly Categorie[];
  risques: readonly RisqueInput[];
}

/** The unit's risks of the chemical family, in their order. */
export function chemicalRisksOf(list: UnitLists): RisqueInput[] {
  const chemical = new Set(
    list.categorieDeRisques.filter((c) => isChemicalCategoryCode(c.code)).map((c) => c.idCategorie),
  );
  return list.risques.filter((r) => chemical.has(r.idCategorie));
}

/** The family's name, as the catalogue writes it: the category a proposed chemical risk goes in. */
export const CHEMICAL_CATEGORY_NAME = 'Produits chimiques, émissions et déchets';

/**
 * The unit's lists with a chemical risk for a CMR product, not rated (the person rates it): in
 * the unit's first chemical category, or a new one coded « 7 » so that it counts as chemical.
 */
export function withChemicalRisk(
  list: UnitLists,
  nomCommercial: string,
  newId: () => string,
): { categorieDeRisques: Categorie[]; risques: RisqueInput[] } {
  const existing = list.categorieDeRisques.find((c) => isChemicalCategoryCode(c.code));
  const categorie = existing ?? {
    idCategorie: newId(),
    code: '7',
    displayName: CHEMICAL_CATEGORY_NAME,
    isUserDefined: true,
  };
  return {
    categorieDeRisques: existing
      ? [...list.categorieDeRisques]
      : [...list.categorieDeRisques, categorie],
    risques: [
      ...list.risques,
      {
        idRisque: newId(),
        idCategorie: categorie.idCategorie,
        code: '',
        displayName: `Exposition à un agent CMR : ${nomCommercial}`.slice(0, 300),
        danger:
          'Produit du registre des produits chimiques classé cancérogène, mutagène ou toxique pour la reproduction (catégorie 1A ou 1B).',
        remarques: '',
        isUserDefined: true,
      },
    ],
  };
}

/** Three months from `today` (YYYY-MM-DD), the due date a proposed action starts with. */
function inThreeMonths(today: Date): string {
  const due = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, today.getUTCDate()),
  );
  return due.toISOString().slice(0, 10);
}

/** The substitution action a CMR product proposes, to be completed in the programme of actions. */
export function substitutionActionBody(
  idUniteDeTravail: string,
  idRisqueAssocie: string,
  nomCommercial: string,
  today: Date,
): UpsertActionBody {
  return {
    idUniteDeTravail,
    idRisqueAssocie,
    descriptionDeLaMesure: substitutionActionText(nomCommercial),
    responsable: "L'employeur",
    budget: '',
    date: inThreeMonths(today),
    statut: 'À planifier',
  };
}
