import { EXTRACT_MESSAGES as M, versionsInForce, type ExtractBody } from '@duerp/domain/compliance';
import { duerpDisplayName, type DuerpData } from '@duerp/domain/duerp';
import { parisDay } from '@duerp/domain/calendar';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { recordActivity } from '../../identity/activity/index.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { renderExtractPdf } from '../../publishing/pdf/index.js';
import {
  findVersionSnapshotJson,
  listVersionMetadata,
  requireVersionAccess,
} from '../../publishing/versions/index.js';

/**
 * « Extrait pour un ancien salarié » (R4121-4 1°): the versions in force during the period, each
 * limited to the chosen units, in one PDF; the request (who, when, what was given) goes to the
 * espace's activity journal.
 */
export async function formerWorkerExtract(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ExtractBody,
  actor: Actor,
): Promise<Buffer> {
  const document = await documentStore.require(deps.db, espaceId, id);
  const all = (await listVersionMetadata(deps.db, id)).map((v) => ({
    ...v,
    creationDay: parisDay(v.creationTime),
  }));
  const inForce = versionsInForce(all, body.du, body.au);
  if (inForce.length === 0) throw badRequest(M.noVersion);
  const chosen = new Set(body.unites);
  const versions = [];
  const names = new Map<string, string>();
  for (const v of inForce) {
    await requireVersionAccess(deps, espaceId, id, v.id, 'full');
    const json = await findVersionSnapshotJson(deps.db, v.id);
    if (json === null) throw notFound('Version introuvable.');
    const snapshot = JSON.parse(json) as DuerpData;
    const unitesDeTravail = snapshot.unitesDeTravail.filter((u) => chosen.has(u.idUniteDeTravail));
    for (const u of unitesDeTravail) names.set(u.idUniteDeTravail, u.displayName);
    const next = all[all.indexOf(v) + 1];
    versions.push({
      variant: 'full' as const,
      pdfEdition: v.pdfEdition,
      snapshot: { ...snapshot, unitesDeTravail },
      displayOptions: v.displayOptions,
      versionNumber: v.versionNumber,
      creationTime: v.creationTime.toISOString(),
      notesDeVersion: v.notesDeVersion,
      snapshotSha256: v.snapshotSha256,
      inForceFrom: v.creationDay,
      inForceTo: next ? next.creationDay : null,
      verificationCode: v.verificationCode,
    });
  }
  if (body.unites.some((u) => !names.has(u))) throw badRequest(M.unknownUnit);
  const requestedAt = new Date();
  const unitNames = body.unites.map((u) => names.get(u) ?? u);
  const pdf = await renderExtractPdf({
    companyName: duerpDisplayName(document.data.entreprise),
    du: body.du,
    au: body.au,
    unitNames,
    requestedAt: requestedAt.toISOString(),
    versions,
  });
  await recordActivity(deps.db, {
    espaceId,
    actorAccountId: actor,
    action: 'extract.generated',
    duerpDocumentId: id,
    details: {
      du: body.du,
      au: body.au,
      unites: unitNames.join(', '),
      versions: versions.map((v) => v.versionNumber).join(', '),
    },
  });
  return pdf;
}
