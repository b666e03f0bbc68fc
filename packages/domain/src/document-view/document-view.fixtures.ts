import { emptyDuerpData } from '../duerp/document-data.js';
import { recomputeLevels } from '../duerp/levels.js';
import { newRisque } from '../duerp/new-risque.js';
import type { Categorie, DisplayOptions, DuerpData, Risque } from '../duerp/schemas.js';
import { groupedRows, groupRisques } from './group-risques.js';

/** A small document and its builders, shared by the document-view tests. */

type Eval = [number, number, number] | null;

export const risque = (
  id: string,
  code: string,
  idCategorie: string,
  evaluation: Eval = null,
): Risque =>
  newRisque({
    idRisque: id,
    idCategorie,
    code,
    displayName: `Risque ${id}`,
    evalGravite: evaluation?.[0] ?? null,
    evalFrequence: evaluation?.[1] ?? null,
    evalMaitrise: evaluation?.[2] ?? null,
    isUserDefined: false,
  });
export const categorie = (idCategorie: string, code: string, displayName: string): Categorie => ({
  idCategorie,
  code,
  displayName,
  isUserDefined: false,
});

/** Two units; "Chutes" exists in both (different ids, same name), risks listed out of code order. */
export function documentData(): DuerpData {
  return recomputeLevels({
    ...emptyDuerpData(),
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [
          categorie('c-bruit', '2', 'Bruit'),
          categorie('c-chutes', '1', 'Chutes'),
        ],
        risques: [
          risque('a', '1.10', 'c-chutes', [2, 2, 2]), // 2
          risque('b', '1.2', 'c-chutes', [4, 4, 4]), // 20
          risque('c', '2.1', 'c-bruit', [1, 1, 1]), // 0.25
          risque('d', '', 'c-perdue', [3, 3, 2]), // 4.5, category unknown
        ],
      },
      {
        idUniteDeTravail: 'u2',
        displayName: 'Bureau',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [categorie('c2-chutes', '1', 'Chutes')],
        risques: [risque('e', '1.9', 'c2-chutes'), risque('f', '1.1', 'c2-chutes', [3, 2, 3])], // e unevaluated, f 4.5
      },
      {
        idUniteDeTravail: 'u3',
        displayName: 'Vide',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [],
        risques: [],
      },
    ],
  });
}

export const options = (o: Partial<DisplayOptions>): DisplayOptions => ({
  sortBy: '',
  shouldGroupByUnite: false,
  shouldGroupByCategorie: false,
  ...o,
});
export const ids = (data: DuerpData, o: Partial<DisplayOptions>) =>
  groupedRows(groupRisques(data, options(o))).map((r) => r.risque.idRisque);
