import { consultationDatesError, type Consultation, type ConsultationBody } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, notFound } from '../../errors.js';
import { documentStore } from '../document-store/index.js';
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

/** Saves the consultation record of a version of the caller's document; the version is untouched. */
export async function saveConsultation(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  body: ConsultationBody,
): Promise<Consultation> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const version = await findVersionMetadata(deps.db, id, versionId);
  if (!version) throw notFound('Version introuvable.');
  const datesError = consultationDatesError(body, version.creationTime);
  if (datesError) throw badRequest(datesError);
  return toConsultation(await upsertConsultation(deps.db, versionId, body));
}
