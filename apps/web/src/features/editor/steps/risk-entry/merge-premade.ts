import { premadeIdentity } from '@duerp/domain/secteur';
import type { Categorie, RisqueInput } from '@duerp/domain/duerp';
import type { Masterdata } from '../../api/get-masterdata';
import { sameName, type RiskList } from './risk-list';

type PremadeCategorie = Masterdata['categorieDeRisques'][number];
type PremadeRisque = Masterdata['risques'][number];

/**
 * Adds the chosen premade risks to a unit's list: categories and risks merge by display
 * name, so a category already in the unit receives the new risks and a risk already in its
 * category is not added twice (the sector family holds copies of other families' categories).
 * Each premade risk keeps its code, its regulatory threshold (`infoSeuil`) and the id of the
 * catalogue risk it comes from (a sector copy's original), which finds its proposed measures.
 */
export function mergePremade(
  list: RiskList,
  chosen: readonly PremadeRisque[],
  categories: readonly PremadeCategorie[],
): { list: RiskList; added: number } {
  const categorieDeRisques: Categorie[] = [...list.categorieDeRisques];
  const risques: RisqueInput[] = [...list.risques];
  let added = 0;
  for (const premade of chosen) {
    const source = categories.find((c) => c.idPremadeCategorie === premade.idPremadeCategorie);
    if (!source) continue;
    let categorie = categorieDeRisques.find((c) => sameName(c.displayName, source.displayName));
    if (!categorie) {
      categorie = {
        idCategorie: crypto.randomUUID(),
        code: source.code,
        displayName: source.displayName,
        isUserDefined: false,
      };
      categorieDeRisques.push(categorie);
    }
    const idCategorie = categorie.idCategorie;
    const present = risques.some(
      (r) => r.idCategorie === idCategorie && sameName(r.displayName, premade.displayName),
    );
    if (present) continue;
    risques.push({
      idRisque: crypto.randomUUID(),
      idCategorie,
      code: premade.code,
      displayName: premade.displayName,
      danger: '',
      remarques: '',
      isUserDefined: false,
      infoSeuil: premade.infoSeuil,
      idPremadeRisque: premadeIdentity(premade.idPremadeRisque),
    });
    added += 1;
  }
  return { list: { categorieDeRisques, risques }, added };
}
