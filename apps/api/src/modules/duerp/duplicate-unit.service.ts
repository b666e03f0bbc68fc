import { randomUUID } from 'node:crypto';
import {
  DUPLICATE_UNIT_MESSAGES,
  MAX_UNITES,
  duplicateUnit,
  type DuplicateUniteBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, notFound } from '../../errors.js';
import { mutateDocument, type WriteOptions } from './duerp-writes.service.js';

/** Step 3 "Dupliquer l'unité": the copy is placed right after its original, in one revision. */
export function duplicateUnite(
  deps: Deps,
  espaceId: string,
  id: string,
  body: DuplicateUniteBody,
  options: WriteOptions,
) {
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const index = data.unitesDeTravail.findIndex(
        (u) => u.idUniteDeTravail === body.idUniteDeTravail,
      );
      const unit = data.unitesDeTravail[index];
      if (!unit) throw notFound(DUPLICATE_UNIT_MESSAGES.unitNotFound);
      if (data.unitesDeTravail.length >= MAX_UNITES) {
        throw badRequest(DUPLICATE_UNIT_MESSAGES.tooManyUnits);
      }
      const copy = duplicateUnit(unit, body.displayName, body.withActions, randomUUID);
      const unitesDeTravail = [...data.unitesDeTravail];
      unitesDeTravail.splice(index + 1, 0, copy);
      return { ...data, unitesDeTravail };
    },
    options,
  );
}
