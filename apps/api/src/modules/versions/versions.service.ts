import {
  DUERP_MESSAGES,
  completenessProblems,
  hasFullAccessToVersion,
  versionFileName,
  type GenerateBody,
  type VersionSummary,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { canonicalJson, sha256Hex } from '../../lib/canonical-json.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { listVersionSummaries } from '../duerp/duerp.repository.js';
import { lockDocument, saveDocument } from '../duerp/document-store.js';
import { loadAccessContext, requireDocumentAccess } from '../duerp/duerp.service.js';
import { renderCachedPdf } from '../pdf/pdf-cache.js';
import {
  findVersionMetadata,
  findVersionSnapshotJson,
  insertVersion,
  nextVersionNumber,
} from './versions.repository.js';

export const FULL_PDF_FORBIDDEN =
  "Le PDF complet de cette version n'est pas inclus dans votre accès. Téléchargez la version de démonstration ou choisissez un plan.";

/**
 * Validates the document and stores an immutable version: the snapshot of its data and display
 * options with their SHA-256. The document's pending-modifications flag is reset.
 */
export async function generateVersion(
  deps: Deps,
  accountId: string,
  id: string,
  body: GenerateBody,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockDocument(tx, accountId, id);
    if (!row) throw notFound(DUERP_MESSAGES.notFound);
    const problems = completenessProblems(row.data);
    if (problems.length > 0) {
      throw badRequest(
        `Ce DUERP ne peut pas encore être validé : ${problems.map((p) => p.message).join(' ')}`,
      );
    }
    const snapshot = { ...row.data, displayOptions: body.displayOptions };
    const version = await insertVersion(tx, {
      duerpDocumentId: id,
      versionNumber: await nextVersionNumber(tx, id),
      notesDeVersion: body.notesDeVersion,
      dataSnapshot: snapshot,
      displayOptions: body.displayOptions,
      snapshotSha256: sha256Hex(
        canonicalJson({ data: snapshot, displayOptions: body.displayOptions }),
      ),
    });
    await saveDocument(tx, row, {
      data: snapshot,
      displayName: row.displayName,
      hasBeenModifiedSinceLastGeneration: false,
    });
    return { id: version.id };
  });
}

export async function listVersions(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<VersionSummary[]> {
  await requireDocumentAccess(deps.db, accountId, id);
  const rows = await listVersionSummaries(deps.db, [id]);
  return rows.map((r) => ({ ...r, creationTime: r.creationTime.toISOString() }));
}

/**
 * A version's metadata once the caller may download it: the owner's version (else 404) and, for
 * the full variant and the XLSX/DOCX exports, VIP or a paid period covering its creation day
 * (SPEC §4; else 403). The demo is always allowed.
 */
export async function requireVersionAccess(
  deps: Deps,
  accountId: string,
  id: string,
  versionId: string,
  variant: 'full' | 'demo',
) {
  await requireDocumentAccess(deps.db, accountId, id);
  const version = await findVersionMetadata(deps.db, id, versionId);
  if (!version) throw notFound('Version introuvable.');
  if (variant === 'full') {
    const access = await loadAccessContext(deps.db, accountId);
    const until = access.purchasedUntil(id);
    const allowed = hasFullAccessToVersion(
      { isVip: access.isVip, purchasedUntilDate: until?.toISOString() ?? null },
      version.creationTime.toISOString(),
    );
    if (!allowed) throw forbidden(FULL_PDF_FORBIDDEN);
  }
  return version;
}

/**
 * A version's PDF, rendered from its snapshot so that it never changes. The full variant needs
 * VIP or a paid period covering the version's creation day (SPEC §4); the demo is always allowed.
 * Rights are checked on the version's metadata; the snapshot is read only when the PDF is not
 * cached, as text that the render worker parses.
 */
export async function versionPdf(
  deps: Deps,
  accountId: string,
  id: string,
  versionId: string,
  variant: 'full' | 'demo',
): Promise<{ pdf: Buffer; fileName: string }> {
  const version = await requireVersionAccess(deps, accountId, id, versionId, variant);
  const pdf = await renderCachedPdf(version.id, variant, async () => {
    const snapshot = await findVersionSnapshotJson(deps.db, version.id);
    if (snapshot === null) throw notFound('Version introuvable.');
    return {
      variant,
      snapshot,
      displayOptions: version.displayOptions,
      versionNumber: version.versionNumber,
      creationTime: version.creationTime.toISOString(),
      notesDeVersion: version.notesDeVersion,
      snapshotSha256: version.snapshotSha256,
    };
  });
  return { pdf, fileName: versionFileName(version.versionNumber, variant) };
}
