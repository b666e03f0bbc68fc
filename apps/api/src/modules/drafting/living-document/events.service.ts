import { randomUUID } from 'node:crypto';
import {
  LIVING_DOCUMENT_MESSAGES,
  MAX_EVENEMENTS,
  type RetirerEvenementBody,
  type SignalerEvenementBody,
} from '@duerp/domain/living-document';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { loadDocumentResponse } from '../duerp/index.js';
import { nextVersionNumber } from '../../publishing/versions/index.js';

/**
 * Records an event that calls for an update (R4121-2). It is kept in the document's data, marked
 * for the next version number: that version's snapshot carries it as a reason for the update.
 */
export function signalerEvenement(
  deps: Deps,
  espaceId: string,
  id: string,
  body: SignalerEvenementBody,
  actor: Actor,
  now: Date = new Date(),
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const updated = await documentStore.change(tx, espaceId, id, actor, async (current) => {
      const evenements = current.data.evenementsDeMiseAJour ?? [];
      if (evenements.length >= MAX_EVENEMENTS) {
        throw badRequest(LIVING_DOCUMENT_MESSAGES.evenementTooMany);
      }
      const evenement = {
        idEvenement: randomUUID(),
        ...body,
        signaleLe: now.toISOString(),
        versionDeMiseAJour: await nextVersionNumber(tx, id),
      };
      return {
        data: { ...current.data, evenementsDeMiseAJour: [...evenements, evenement] },
        displayName: current.displayName,
        hasBeenModifiedSinceLastGeneration: true,
      };
    });
    return loadDocumentResponse(tx, espaceId, updated);
  });
}

/**
 * Withdraws an event reported by mistake. Only an event no version answered yet: once a version
 * printed it among its reasons for the update, it belongs to that version's history.
 */
export function retirerEvenement(
  deps: Deps,
  espaceId: string,
  id: string,
  body: RetirerEvenementBody,
  actor: Actor,
): Promise<DuerpDocument> {
  return deps.db.transaction(async (tx) => {
    const updated = await documentStore.change(tx, espaceId, id, actor, async (current) => {
      const evenements = current.data.evenementsDeMiseAJour ?? [];
      const evenement = evenements.find((e) => e.idEvenement === body.idEvenement);
      if (!evenement) throw notFound(LIVING_DOCUMENT_MESSAGES.evenementNotFound);
      if (evenement.versionDeMiseAJour < (await nextVersionNumber(tx, id))) {
        throw badRequest(LIVING_DOCUMENT_MESSAGES.evenementInVersion);
      }
      return {
        data: {
          ...current.data,
          evenementsDeMiseAJour: evenements.filter((e) => e !== evenement),
        },
        displayName: current.displayName,
        hasBeenModifiedSinceLastGeneration: true,
      };
    });
    return loadDocumentResponse(tx, espaceId, updated);
  });
}
