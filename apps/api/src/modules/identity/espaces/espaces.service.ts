import { ESPACE_MESSAGES } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import { findEspace, type EspaceRow } from './espaces.repository.js';

/** The espace, or 404 (it was deleted after the policy let the request in). */
export async function loadEspace(db: Executor, id: string): Promise<EspaceRow> {
  const espace = await findEspace(db, id);
  if (!espace) throw notFound(ESPACE_MESSAGES.notFound);
  return espace;
}
