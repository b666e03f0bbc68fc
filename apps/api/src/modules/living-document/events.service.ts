import { randomUUID } from 'node:crypto';
import {
  DUERP_MESSAGES,
  LIVING_DOCUMENT_MESSAGES,
  MAX_EVENEMENTS,
  type DuerpDocument,
  type SignalerEvenementBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, notFound } from '../../errors.js';
import { lockDocument, saveDocument } from '../duerp/document-store.js';
import { respond } from '../duerp/duerp.service.js';
import { nextVersionNumber } from '../versions/versions.repository.js';

/**
 * Records an event that calls for an update (R4121-2). It is kept in the document's data, marked
 * for the next version number: that version's snapshot carries it as a reason for the update.
 */
export function signalerEvenement(
  deps: Deps,
  accountId: string,
  id: string,
  body: SignalerEvenementBody,
  now: Date = new Date(),
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const row = await lockDocument(tx, accountId, id);
    if (!row) throw notFound(DUERP_MESSAGES.notFound);
    const evenements = row.data.evenementsDeMiseAJour ?? [];
    if (evenements.length >= MAX_EVENEMENTS) {
      throw badRequest(LIVING_DOCUMENT_MESSAGES.evenementTooMany);
    }
    const evenement = {
      idEvenement: randomUUID(),
      ...body,
      signaleLe: now.toISOString(),
      versionDeMiseAJour: await nextVersionNumber(tx, id),
    };
    const updated = await saveDocument(tx, row, {
      data: { ...row.data, evenementsDeMiseAJour: [...evenements, evenement] },
      displayName: row.displayName,
      hasBeenModifiedSinceLastGeneration: true,
    });
    return respond(tx, accountId, updated);
  });
}
