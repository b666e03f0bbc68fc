import {
  duerpDisplayName,
  mergeRisqueList,
  mergeUnitList,
  recomputeLevels,
  type DuerpData,
  type DuerpDocument,
  type UniteDeTravail,
  type UpdateEffectifUniteBody,
  type UpdateInfosEntrepriseBody,
  type UpdateListRisquesBody,
  type UpdateListUnitesBody,
  type UpdateRisqueBody,
} from '@duerp/domain';

type Change = (data: DuerpData, body: never) => DuerpData;

const inUnit = (data: DuerpData, id: string, edit: (unite: UniteDeTravail) => UniteDeTravail) => ({
  ...data,
  unitesDeTravail: data.unitesDeTravail.map((u) => (u.idUniteDeTravail === id ? edit(u) : u)),
});

/**
 * The changes this device can show before the server has them, as the server makes them (modules
 * duerp): the server's answer replaces this copy once the write is sent. A change not listed
 * here waits in the queue and shows once sent.
 */
const CHANGES: Record<string, Change> = {
  'update-infosentreprise': (data, body: UpdateInfosEntrepriseBody) => ({
    ...data,
    entreprise: {
      ...body,
      nomDeLEtablissement: body.isEtablissement ? body.nomDeLEtablissement : '',
    },
  }),
  'update-toggle-papripact': (data, body: { isPapripactEnabled: boolean }) => ({
    ...data,
    isPapripactEnabled: body.isPapripactEnabled,
  }),
  'update-risque': (data, body: UpdateRisqueBody) => {
    const { idUniteDeTravail, idRisque, idActionReevaluation: _rerating, ...fields } = body;
    return inUnit(data, idUniteDeTravail, (unite) => ({
      ...unite,
      risques: unite.risques.map((r) => (r.idRisque === idRisque ? { ...r, ...fields } : r)),
    }));
  },
  'update-list-unitesdetravail': (data, body: UpdateListUnitesBody) => ({
    ...data,
    unitesDeTravail: mergeUnitList(data.unitesDeTravail, body.unitesDeTravail),
  }),
  'update-list-risques': (data, body: UpdateListRisquesBody) =>
    inUnit(data, body.idUniteDeTravail, (unite) => {
      const risques = mergeRisqueList(unite.risques, body.risques);
      const kept = new Set(risques.map((r) => r.idRisque));
      return {
        ...unite,
        categorieDeRisques: body.categorieDeRisques.map((c) => ({ ...c })),
        risques,
        papripactActionsPreventives: unite.papripactActionsPreventives.filter((a) =>
          kept.has(a.idRisqueAssocie),
        ),
      };
    }),
  'update-effectif-unite': (data, body: UpdateEffectifUniteBody) =>
    inUnit(data, body.idUniteDeTravail, (unite) => ({
      ...unite,
      effectif: body.effectif,
      effectifFemmes: body.effectifFemmes,
    })),
};

/**
 * The document as it will be once `route` (the last part of the write's path) is applied: every
 * write of a document makes its revision one higher, so the next queued write's If-Match is the
 * revision the server will have reached, and a change made elsewhere meanwhile still answers 409.
 */
export function provisionalDocument(
  document: DuerpDocument,
  route: string,
  body: unknown,
): DuerpDocument {
  const change = CHANGES[route];
  const data = change ? recomputeLevels(change(document.data, body as never)) : document.data;
  return {
    ...document,
    data,
    displayName: change ? duerpDisplayName(data.entreprise) : document.displayName,
    hasBeenModifiedSinceLastGeneration: true,
    revision: document.revision + 1,
  };
}
