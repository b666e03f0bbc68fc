import { normalizeSearchText } from '@duerp/domain/search';
import type {
  Categorie,
  Risque,
  RisqueInput,
  UniteDeTravail,
  UpdateListRisquesBody,
} from '@duerp/domain/duerp';

/** A unit's categories and risks, as step 4 edits and sends them (the body without its unit). */
export type RiskList = Omit<UpdateListRisquesBody, 'idUniteDeTravail'>;

export function riskListOf(unite: UniteDeTravail): RiskList {
  return {
    categorieDeRisques: unite.categorieDeRisques.map(
      ({ idCategorie, code, displayName, isUserDefined }) => ({
        idCategorie,
        code,
        displayName,
        isUserDefined,
      }),
    ),
    risques: unite.risques.map(toItem),
  };
}

/** What the list write takes of a stored risk: its evaluations stay on the server. */
function toItem(risque: Risque): RisqueInput {
  return {
    idRisque: risque.idRisque,
    idCategorie: risque.idCategorie,
    code: risque.code,
    displayName: risque.displayName,
    danger: risque.danger,
    remarques: risque.remarques,
    isUserDefined: risque.isUserDefined,
    infoSeuil: risque.infoSeuil ?? null,
    ...(risque.idPremadeRisque === undefined ? {} : { idPremadeRisque: risque.idPremadeRisque }),
  };
}

/** Names compare as the server compares them: without case, accents or extra spaces. */
export const sameName = (a: string, b: string) => normalizeSearchText(a) === normalizeSearchText(b);

export function hasCategoryNamed(list: RiskList, name: string, exceptId?: string): boolean {
  return list.categorieDeRisques.some(
    (c) => c.idCategorie !== exceptId && sameName(c.displayName, name),
  );
}

export function addCategory(list: RiskList, displayName: string): RiskList {
  const categorie: Categorie = {
    idCategorie: crypto.randomUUID(),
    code: '',
    displayName: displayName.trim(),
    isUserDefined: true,
  };
  return { ...list, categorieDeRisques: [...list.categorieDeRisques, categorie] };
}

export function renameCategory(list: RiskList, idCategorie: string, name: string): RiskList {
  return {
    ...list,
    categorieDeRisques: list.categorieDeRisques.map((c) =>
      c.idCategorie === idCategorie ? { ...c, displayName: name.trim() } : c,
    ),
  };
}

/** A category goes with its risks (and, on the server, their actions). */
export function removeCategory(list: RiskList, idCategorie: string): RiskList {
  return {
    categorieDeRisques: list.categorieDeRisques.filter((c) => c.idCategorie !== idCategorie),
    risques: list.risques.filter((r) => r.idCategorie !== idCategorie),
  };
}

export function addRisk(list: RiskList, idCategorie: string, displayName: string): RiskList {
  const risque: RisqueInput = {
    idRisque: crypto.randomUUID(),
    idCategorie,
    code: '',
    displayName: displayName.trim(),
    danger: '',
    remarques: '',
    isUserDefined: true,
    infoSeuil: null,
  };
  return { ...list, risques: [...list.risques, risque] };
}

export function renameRisk(list: RiskList, idRisque: string, name: string): RiskList {
  return {
    ...list,
    risques: list.risques.map((r) =>
      r.idRisque === idRisque ? { ...r, displayName: name.trim() } : r,
    ),
  };
}

export function removeRisk(list: RiskList, idRisque: string): RiskList {
  return { ...list, risques: list.risques.filter((r) => r.idRisque !== idRisque) };
}
