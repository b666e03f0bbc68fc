import { randomUUID } from 'node:crypto';
import {
  EDITOR_MESSAGES,
  mergeRisqueList,
  normalizeSearchText,
  type ActionPreventive,
  type DeleteActionBody,
  type DuerpData,
  type UniteDeTravail,
  type UpdateListRisquesBody,
  type UpdateRisqueBody,
  type UpsertActionBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { editUnit } from '../document-store/index.js';
import { mutateDocument, type WriteOptions } from './duerp-writes.service.js';
import { applyAssessmentFields, recordRerating } from './risk-assessment.js';

/** The draft's own copy of the unit, to edit. */
function requireUnit(draft: DuerpData, idUniteDeTravail: string): UniteDeTravail {
  const unite = editUnit(draft, idUniteDeTravail);
  if (!unite) throw notFound(EDITOR_MESSAGES.unitNotFound);
  return unite;
}

function assertUniqueIds(ids: string[], what: string) {
  if (new Set(ids).size !== ids.length) throw badRequest(`Deux ${what} ont le même identifiant.`);
}

/**
 * A unit's categories and risks as the client lists them (membership, names, categories). A risk
 * already stored keeps its evaluation, danger and remarks: a stale list never erases an
 * evaluation made meanwhile. Removing a risk removes its preventive actions.
 */
export function updateListRisques(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdateListRisquesBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = requireUnit(data, body.idUniteDeTravail);
      assertUniqueIds(
        body.categorieDeRisques.map((c) => c.idCategorie),
        'catégories',
      );
      assertUniqueIds(
        body.risques.map((r) => r.idRisque),
        'risques',
      );
      const names = body.categorieDeRisques.map((c) => normalizeSearchText(c.displayName));
      if (new Set(names).size !== names.length) throw conflict(EDITOR_MESSAGES.categoryNameTaken);
      const categoryIds = new Set(body.categorieDeRisques.map((c) => c.idCategorie));
      if (body.risques.some((input) => !categoryIds.has(input.idCategorie))) {
        throw badRequest(EDITOR_MESSAGES.categoryNotFound);
      }
      const risques = mergeRisqueList(unite.risques, body.risques);
      const kept = new Set(risques.map((r) => r.idRisque));
      unite.categorieDeRisques = body.categorieDeRisques.map((c) => ({ ...c }));
      unite.risques = risques;
      unite.papripactActionsPreventives = unite.papripactActionsPreventives.filter((a) =>
        kept.has(a.idRisqueAssocie),
      );
      return data;
    },
    options,
  );
}

/** The evaluation modal's save: one risk, the rest of the document untouched. */
export function updateRisque(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdateRisqueBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = requireUnit(data, body.idUniteDeTravail);
      const risque = unite.risques.find((r) => r.idRisque === body.idRisque);
      if (!risque) throw notFound(EDITOR_MESSAGES.risqueNotFound);
      if (!unite.categorieDeRisques.some((c) => c.idCategorie === body.idCategorie)) {
        throw badRequest(EDITOR_MESSAGES.categoryNotFound);
      }
      if (body.idActionReevaluation !== undefined)
        recordRerating(unite, risque, body.idActionReevaluation);
      applyAssessmentFields(risque, body);
      Object.assign(risque, {
        idCategorie: body.idCategorie,
        displayName: body.displayName,
        danger: body.danger,
        remarques: body.remarques,
        evalGravite: body.evalGravite,
        evalFrequence: body.evalFrequence,
        evalMaitrise: body.evalMaitrise,
        isUserDefined: body.isUserDefined,
        code: body.code,
      });
      return data;
    },
    options,
  );
}

export function togglePapripact(
  deps: Deps,
  espaceId: string,
  id: string,
  isPapripactEnabled: boolean,
  options: WriteOptions,
) {
  return mutateDocument(deps, espaceId, id, (data) => ({ ...data, isPapripactEnabled }), options);
}

/** Creates (server-generated id) or updates a preventive action of a risk of the unit. */
export function upsertAction(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpsertActionBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = requireUnit(data, body.idUniteDeTravail);
      if (!unite.risques.some((r) => r.idRisque === body.idRisqueAssocie)) {
        throw notFound(EDITOR_MESSAGES.risqueNotFound);
      }
      const { idAction, ...fields } = body;
      if (idAction === undefined) {
        const action: ActionPreventive = { idAction: randomUUID(), ...fields };
        unite.papripactActionsPreventives.push(action);
        return data;
      }
      const existing = unite.papripactActionsPreventives.find((a) => a.idAction === idAction);
      if (!existing) throw notFound(EDITOR_MESSAGES.actionNotFound);
      Object.assign(existing, fields);
      return data;
    },
    options,
  );
}

export function deleteAction(
  deps: Deps,
  espaceId: string,
  id: string,
  body: DeleteActionBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = requireUnit(data, body.idUniteDeTravail);
      const before = unite.papripactActionsPreventives.length;
      unite.papripactActionsPreventives = unite.papripactActionsPreventives.filter(
        (a) => a.idAction !== body.idAction,
      );
      if (unite.papripactActionsPreventives.length === before)
        throw notFound(EDITOR_MESSAGES.actionNotFound);
      return data;
    },
    options,
  );
}
