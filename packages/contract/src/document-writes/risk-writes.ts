import type { z } from 'zod';
import type { contract } from '../index.js';
import {
  ASSESSMENT_MESSAGES,
  EDITOR_MESSAGES,
  mergeRisqueList,
  type DuerpData,
  type Risque,
  type UniteDeTravail,
} from '@duerp/domain/duerp';
import { normalizeSearchText } from '@duerp/domain/search';
import { assertUniqueIds, inUnit } from './units.js';
import { clash, invalid, missing } from './write-error.js';
import type { WriteContext } from './write-context.js';

type Body<K extends 'updateListRisques' | 'updateRisque' | 'upsertAction' | 'deleteAction'> =
  z.output<(typeof contract.duerp)[K]['body']>;

/**
 * A unit's categories and risks as the client lists them (membership, names, categories). A risk
 * already stored keeps its evaluation, danger and remarks: a stale list never erases an
 * evaluation made meanwhile. Removing a risk removes its preventive actions.
 */
export function updateListRisques(data: DuerpData, body: Body<'updateListRisques'>): DuerpData {
  return inUnit(data, body.idUniteDeTravail, (unite) => {
    assertUniqueIds(
      body.categorieDeRisques.map((c) => c.idCategorie),
      'catégories',
      invalid,
    );
    assertUniqueIds(
      body.risques.map((r) => r.idRisque),
      'risques',
      invalid,
    );
    const names = body.categorieDeRisques.map((c) => normalizeSearchText(c.displayName));
    if (new Set(names).size !== names.length) throw clash(EDITOR_MESSAGES.categoryNameTaken);
    const categoryIds = new Set(body.categorieDeRisques.map((c) => c.idCategorie));
    if (body.risques.some((input) => !categoryIds.has(input.idCategorie))) {
      throw invalid(EDITOR_MESSAGES.categoryNotFound);
    }
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
  });
}

/**
 * The evaluation modal's optional fields: absent means "keep what is stored", so that an older
 * client erases nothing. A new optional field of the modal is one more name here.
 */
const KEPT_WHEN_ABSENT = [
  'mesuresExistantes',
  'isExpositionDifferenciee',
  'expositionDifferencieeNote',
  'mesuresProposees',
] as const satisfies readonly (keyof Body<'updateRisque'> & keyof Risque)[];

/**
 * A re-rating after a finished preventive action: the current rating goes to the risk's history,
 * dated now; the body's criteria then become the rating. Only a rated risk, and only after an
 * action of that risk whose statut is « Terminé ». The history keeps the last 100.
 */
function reratingHistory(
  unite: UniteDeTravail,
  risque: Risque,
  idAction: string,
  now: string,
): Risque['historiqueCotations'] {
  const action = unite.papripactActionsPreventives.find(
    (a) => a.idAction === idAction && a.idRisqueAssocie === risque.idRisque,
  );
  if (!action || action.statut !== 'Terminé') {
    throw invalid(ASSESSMENT_MESSAGES.reevaluationActionNotDone);
  }
  const { evalGravite, evalFrequence, evalMaitrise, niveauDeRisqueValue, niveauDeRisqueStatus } =
    risque;
  if (
    evalGravite === null ||
    evalFrequence === null ||
    evalMaitrise === null ||
    niveauDeRisqueValue === null ||
    niveauDeRisqueStatus === null
  ) {
    throw invalid(ASSESSMENT_MESSAGES.reevaluationNotRated);
  }
  return [
    ...(risque.historiqueCotations ?? []),
    {
      date: now,
      evalGravite,
      evalFrequence,
      evalMaitrise,
      niveauDeRisqueValue,
      niveauDeRisqueStatus,
      idAction,
    },
  ].slice(-100);
}

/** The evaluation modal's save: one risk, the rest of the document untouched. */
export function updateRisque(
  data: DuerpData,
  body: Body<'updateRisque'>,
  ctx: WriteContext,
): DuerpData {
  return inUnit(data, body.idUniteDeTravail, (unite) => {
    const risque = unite.risques.find((r) => r.idRisque === body.idRisque);
    if (!risque) throw missing(EDITOR_MESSAGES.risqueNotFound);
    if (!unite.categorieDeRisques.some((c) => c.idCategorie === body.idCategorie)) {
      throw invalid(EDITOR_MESSAGES.categoryNotFound);
    }
    const next: Risque = { ...risque };
    if (body.idActionReevaluation !== undefined)
      next.historiqueCotations = reratingHistory(
        unite,
        risque,
        body.idActionReevaluation,
        ctx.now(),
      );
    for (const field of KEPT_WHEN_ABSENT)
      if (body[field] !== undefined) Object.assign(next, { [field]: body[field] });
    Object.assign(next, {
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
    return { ...unite, risques: unite.risques.map((r) => (r === risque ? next : r)) };
  });
}

/** Creates (`ctx.newId`) or updates a preventive action of a risk of the unit. */
export function upsertAction(
  data: DuerpData,
  body: Body<'upsertAction'>,
  ctx: WriteContext,
): DuerpData {
  return inUnit(data, body.idUniteDeTravail, (unite) => {
    if (!unite.risques.some((r) => r.idRisque === body.idRisqueAssocie)) {
      throw missing(EDITOR_MESSAGES.risqueNotFound);
    }
    const { idAction, ...fields } = body;
    const actions = unite.papripactActionsPreventives;
    if (idAction === undefined) {
      return {
        ...unite,
        papripactActionsPreventives: [...actions, { idAction: ctx.newId(), ...fields }],
      };
    }
    if (!actions.some((a) => a.idAction === idAction))
      throw missing(EDITOR_MESSAGES.actionNotFound);
    return {
      ...unite,
      papripactActionsPreventives: actions.map((a) =>
        a.idAction === idAction ? { ...a, ...fields } : a,
      ),
    };
  });
}

export function deleteAction(data: DuerpData, body: Body<'deleteAction'>): DuerpData {
  return inUnit(data, body.idUniteDeTravail, (unite) => {
    const actions = unite.papripactActionsPreventives.filter((a) => a.idAction !== body.idAction);
    if (actions.length === unite.papripactActionsPreventives.length)
      throw missing(EDITOR_MESSAGES.actionNotFound);
    return { ...unite, papripactActionsPreventives: actions };
  });
}
