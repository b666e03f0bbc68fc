import {
  ASSESSMENT_MESSAGES,
  EDITOR_MESSAGES,
  type UpdateEffectifUniteBody,
  type UpdatePenibiliteUniteBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, notFound } from '../../errors.js';
import { editUnit } from '../document-store/index.js';
import { mutateDocument, type WriteOptions } from './duerp-writes.service.js';

/** Step 3: a unit's headcount and how many are women (null clears them). */
export function updateEffectifUnite(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdateEffectifUniteBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = editUnit(data, body.idUniteDeTravail);
      if (!unite) throw notFound(EDITOR_MESSAGES.unitNotFound);
      unite.effectif = body.effectif;
      unite.effectifFemmes = body.effectifFemmes;
      return data;
    },
    options,
  );
}

/** Step 5: the unit's exposures to the L4161-1 factors (R4121-1-1), the whole list of the unit. */
export function updatePenibiliteUnite(
  deps: Deps,
  espaceId: string,
  id: string,
  body: UpdatePenibiliteUniteBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const unite = editUnit(data, body.idUniteDeTravail);
      if (!unite) throw notFound(EDITOR_MESSAGES.unitNotFound);
      const effectif = unite.effectif ?? null;
      if (effectif !== null && body.expositionsPenibilite.some((e) => e.nombreExposes > effectif)) {
        throw badRequest(ASSESSMENT_MESSAGES.exposesAboveEffectif);
      }
      unite.expositionsPenibilite = body.expositionsPenibilite;
      return data;
    },
    options,
  );
}
