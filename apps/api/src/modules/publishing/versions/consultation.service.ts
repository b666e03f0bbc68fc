import {
  consultationDatesError,
  type Consultation,
  type ConsultationBody,
} from '@duerp/domain/living-document';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { findVersionMetadata } from './versions.repository.js';
import { upsertConsultation } from './consultation.repository.js';

type ConsultationRow = Awaited<ReturnType<typeof upsertConsultation>>;

export function toConsultation(row: ConsultationRow): Consultation {
  return {
    dateConsultationCse: row.dateConsultationCse,
    avisCse: row.avisCse,
    commentaires: row.commentaires,
    dateEnvoiSpst: row.dateEnvoiSpst,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the consultation record of a version of the caller's document; the version is untouched,
 * its viewers are told (DocumentChanged beside the data).
 */
export async function saveConsultation(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  body: ConsultationBody,
  actor: Actor,
): Promise<Consultation> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const version = await findVersionMetadata(deps.db, id, versionId);
  if (!version) throw notFound('Version introuvable.');
  const datesError = consultationDatesError(body, version.creationTime);
  if (datesError) throw badRequest(datesError);
  const saved = toConsultation(await upsertConsultation(deps.db, versionId, body));
  // The viewers' list of versions shows the consultation.
  await documentStore.changedBeside(deps.db, espaceId, id, actor);
  return saved;
}
