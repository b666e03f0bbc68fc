import { HIGHLIGHTED_FAMILY_ID, premadeIdentity } from '@duerp/domain/secteur';
import { searchPremadeRisks } from '@duerp/domain/search';
import type { Masterdata } from '../../api/get-masterdata';

export type PremadeFamille = Masterdata['familleDeRisques'][number];
export type PremadeCategorie = Masterdata['categorieDeRisques'][number];
export type PremadeRisque = Masterdata['risques'][number];

export { HIGHLIGHTED_FAMILY_ID };

export interface CategoryView {
  categorie: PremadeCategorie;
  /** Every risk of the category: ticking the category ticks them all. */
  risques: PremadeRisque[];
  /** The risks the search shows. */
  visible: PremadeRisque[];
}

export interface FamilyView {
  famille: PremadeFamille;
  categories: CategoryView[];
}

/** The catalogue grouped for the modal: families (the sector's first), categories, risks. */
export function groupCatalogue(catalogue: Masterdata): FamilyView[] {
  const risksOf = new Map<string, PremadeRisque[]>();
  for (const risque of catalogue.risques) {
    const list = risksOf.get(risque.idPremadeCategorie) ?? [];
    list.push(risque);
    risksOf.set(risque.idPremadeCategorie, list);
  }
  const families = [...catalogue.familleDeRisques].sort(
    (a, b) =>
      Number(b.idFamille === HIGHLIGHTED_FAMILY_ID) - Number(a.idFamille === HIGHLIGHTED_FAMILY_ID),
  );
  return families.map((famille) => ({
    famille,
    categories: catalogue.categorieDeRisques
      .filter((c) => c.idFamille === famille.idFamille)
      .map((categorie) => {
        const risques = risksOf.get(categorie.idPremadeCategorie) ?? [];
        return { categorie, risques, visible: risques };
      }),
  }));
}

/** The families, categories and risks that match a query (accents and case ignored). */
export function filterCatalogue(
  groups: FamilyView[],
  catalogue: Masterdata,
  query: string,
): FamilyView[] {
  if (query.trim() === '') return groups;
  const { categoryIds, risqueIds } = searchPremadeRisks(
    query,
    catalogue.categorieDeRisques,
    catalogue.risques,
  );
  return groups
    .map(({ famille, categories }) => ({
      famille,
      categories: categories
        .filter((c) => categoryIds.has(c.categorie.idPremadeCategorie))
        .map((c) => ({ ...c, visible: c.risques.filter((r) => risqueIds.has(r.idPremadeRisque)) })),
    }))
    .filter((group) => group.categories.length > 0);
}

export type CheckState = 'all' | 'some' | 'none';

/** What the selection holds for a risk: one key for its copy in the sector family and itself. */
export const riskKey = (risque: PremadeRisque) => premadeIdentity(risque.idPremadeRisque);

/** A category is ticked when all its risks are, half-ticked when some are. */
export function checkStateOf(risques: readonly PremadeRisque[], selected: ReadonlySet<string>) {
  const count = risques.filter((r) => selected.has(riskKey(r))).length;
  const state: CheckState = count === 0 ? 'none' : count === risques.length ? 'all' : 'some';
  return state;
}

export function withRisks(
  selected: ReadonlySet<string>,
  risques: readonly PremadeRisque[],
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const r of risques) {
    if (checked) next.add(riskKey(r));
    else next.delete(riskKey(r));
  }
  return next;
}

/** The selected risks, each once (a risk and its copy in the sector family are one). */
export function chosenRisks(catalogue: Masterdata, selected: ReadonlySet<string>): PremadeRisque[] {
  const byKey = new Map<string, PremadeRisque>();
  for (const risque of catalogue.risques) {
    const key = riskKey(risque);
    if (selected.has(key) && !byKey.has(key)) byKey.set(key, risque);
  }
  return [...byKey.values()];
}
