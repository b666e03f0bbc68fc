import { randomBytes, webcrypto } from 'node:crypto';
import {
  completenessProblems,
  versionFileName,
  type GenerateBody,
  type VersionSummary,
} from '@duerp/domain/duerp';
import { verificationCodeFromBytes, verifierPath } from '@duerp/domain/access';
import type { Deps } from '../../../lib/deps.js';
import { canonicalJson, sha256Hex } from '../../../lib/canonical-json.js';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { hasFullAccessToVersionOf, loadAccessContext } from '../../identity/account/index.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { PDF_EDITIONS, renderCachedPdf } from '../pdf/index.js';
import {
  attachDraftPhotosToVersion,
  listVersionPhotosWithBytes,
} from '../../documents/photos/index.js';
import { listSpstSendingsBefore } from '../spst-sending-queries/index.js';
import { listConsultationsOf, listVersionHistory } from './consultation.repository.js';
import { toConsultation } from './consultation.service.js';
import {
  findVersionMetadata,
  findPreviousVersionTime,
  findVersionSnapshotForRender,
  insertVersion,
  listVersionSummaries,
  nextVersionNumber,
  toVersionSummary,
} from './versions.repository.js';
import { recordFingerprint } from './fingerprints.repository.js';

export const FULL_PDF_FORBIDDEN =
  "Le PDF complet de cette version n'est pas inclus dans votre accès. Téléchargez la version de démonstration ou choisissez un plan.";

/**
 * Validates the document and stores an immutable version: the snapshot of its data and display
 * options with their SHA-256, and the draft's photos it holds (`version_photos`). The document's
 * pending-modifications flag is reset.
 */
export async function generateVersion(
  deps: Deps,
  espaceId: string,
  id: string,
  body: GenerateBody,
  actor: Actor,
) {
  return deps.db.transaction(async (tx) => {
    let versionId = '';
    let versionNumber = 0;
    await documentStore.change(tx, espaceId, id, actor, async (current) => {
      const problems = completenessProblems(current.data);
      if (problems.length > 0) {
        throw badRequest(
          `Ce DUERP ne peut pas encore être validé : ${problems.map((p) => p.message).join(' ')}`,
        );
      }
      const draft = { ...current.data, displayOptions: body.displayOptions };
      const snapshot = { ...draft };
      for (const part of deps.snapshotParts ?? [])
        Object.assign(snapshot, await part(tx, espaceId, id, current.data));
      versionNumber = await nextVersionNumber(tx, id);
      const version = await insertVersion(tx, {
        duerpDocumentId: id,
        versionNumber,
        notesDeVersion: body.notesDeVersion,
        dataSnapshot: snapshot,
        displayOptions: body.displayOptions,
        snapshotSha256: sha256Hex(
          canonicalJson({ data: snapshot, displayOptions: body.displayOptions }),
        ),
        verificationCode: verificationCodeFromBytes(randomBytes(10)),
        photoAnnex: body.annexePhotographique,
      });
      versionId = version.id;
      await attachDraftPhotosToVersion(tx, id, version.id, snapshot);
      return {
        data: draft,
        displayName: current.displayName,
        hasBeenModifiedSinceLastGeneration: false,
        history: (found) => [...found, { op: 'version.generated', versionNumber }],
      };
    });
    return { id: versionId, versionNumber };
  });
}

export async function listVersions(
  deps: Deps,
  espaceId: string,
  id: string,
): Promise<VersionSummary[]> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  return (await listVersionsOfDocuments(deps, [id])).get(id) ?? [];
}

/**
 * The versions of documents the caller may read, oldest first, with their consultation records:
 * two queries whatever the number of documents.
 */
export async function listVersionsOfDocuments(
  deps: Deps,
  documentIds: string[],
): Promise<Map<string, VersionSummary[]>> {
  const [rows, consultations] = await Promise.all([
    listVersionSummaries(deps.db, documentIds),
    listConsultationsOf(deps.db, documentIds),
  ]);
  const byVersion = new Map(consultations.map((c) => [c.versionId, toConsultation(c)]));
  const byDocument = new Map<string, VersionSummary[]>();
  for (const r of rows) {
    const consultation = byVersion.get(r.id);
    const list = byDocument.get(r.duerpDocumentId) ?? [];
    list.push({ ...toVersionSummary(r), ...(consultation ? { consultation } : {}) });
    byDocument.set(r.duerpDocumentId, list);
  }
  return byDocument;
}

/** Versions 1 … this one for the PDF's history part; none for a version printed without it. */
async function versionHistory(deps: Deps, version: VersionMetadata) {
  if (version.pdfEdition < PDF_EDITIONS.withHistory) return undefined;
  const rows = await listVersionHistory(deps.db, version.duerpDocumentId, version.versionNumber);
  return rows.map((v) => ({ ...v, creationTime: v.creationTime.toISOString() }));
}

/** The sendings to the SPST made before this version, for versions that print them. */
async function spstHistory(deps: Deps, version: VersionMetadata) {
  if (version.pdfEdition < PDF_EDITIONS.withSpstSendings) return undefined;
  return listSpstSendingsBefore(deps.db, version.duerpDocumentId, version.creationTime);
}

type VersionMetadata = NonNullable<Awaited<ReturnType<typeof findVersionMetadata>>>;

/** The recording of each PDF's fingerprint by this process (the cache hands out the same buffer). */
const fingerprinted = new WeakMap<Buffer, Promise<void>>();

/**
 * Records the SHA-256 of a full PDF as served, once per PDF even for concurrent downloads (the
 * first 20 downloads of a 4,000-risk version each hashed its 2.6 MB on the API's thread). The
 * hash runs on libuv's threads (WebCrypto), not on the API's.
 */
function recordPdfFingerprint(deps: Deps, versionId: string, pdf: Buffer): Promise<void> {
  let recorded = fingerprinted.get(pdf);
  if (!recorded) {
    recorded = webcrypto.subtle
      .digest('SHA-256', pdf)
      .then((digest) => recordFingerprint(deps.db, versionId, Buffer.from(digest).toString('hex')));
    recorded.catch(() => fingerprinted.delete(pdf));
    fingerprinted.set(pdf, recorded);
  }
  return recorded;
}

/**
 * A version's PDF, rendered from its snapshot so that its content never changes; its history part
 * (versions of pdf_edition 2 on) follows the consultation records. A full PDF of a version with a
 * verification code carries it on its cover, with a QR code to `{origin}/verifier/{code}`; the
 * SHA-256 of the bytes served is recorded for the verifier. A full PDF of a version generated with
 * the "Annexe photographique" ends with the photos it kept. Rights are checked by the caller.
 */
export async function renderVersionPdf(
  deps: Deps,
  version: VersionMetadata,
  variant: 'full' | 'demo',
  origin: string,
): Promise<Buffer> {
  const verification =
    variant === 'full' && version.verificationCode
      ? {
          code: version.verificationCode,
          url: `${origin}${verifierPath(version.verificationCode)}`,
        }
      : undefined;
  const [history, spstSendings] = await Promise.all([
    versionHistory(deps, version),
    spstHistory(deps, version),
  ]);
  // What the PDF shows beyond its snapshot is part of the cache key: the history (a consultation
  // record can change) and the verifier's address.
  const keySuffix = [
    history ? sha256Hex(canonicalJson(spstSendings ? { history, spstSendings } : history)) : '',
    verification ? origin : '',
  ]
    .filter(Boolean)
    .join(':');
  const pdf = await renderCachedPdf(
    version.id,
    variant,
    async () => {
      const snapshot = await findVersionSnapshotForRender(deps.db, version.id);
      if (snapshot === null) throw notFound('Version introuvable.');
      const previous = await findPreviousVersionTime(
        deps.db,
        version.duerpDocumentId,
        version.versionNumber,
      );
      return {
        variant,
        pdfEdition: version.pdfEdition,
        snapshot,
        displayOptions: version.displayOptions,
        versionNumber: version.versionNumber,
        creationTime: version.creationTime.toISOString(),
        notesDeVersion: version.notesDeVersion,
        snapshotSha256: version.snapshotSha256,
        previousVersionTime: previous?.toISOString() ?? null,
        ...(history ? { history } : {}),
        ...(spstSendings ? { spstSendings } : {}),
        ...(verification ? { verification } : {}),
        ...(variant === 'full' && version.photoAnnex
          ? { photos: await listVersionPhotosWithBytes(deps.db, version.id) }
          : {}),
      };
    },
    keySuffix,
  );
  if (variant === 'full') await recordPdfFingerprint(deps, version.id, pdf);
  return pdf;
}

/**
 * A version's metadata once the caller may download it: the owner's version (else 404) and, for
 * the full variant and the XLSX/DOCX exports, VIP or a paid period covering its creation day
 * (else 403). The demo is always allowed.
 */
export async function requireVersionAccess(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  variant: 'full' | 'demo',
) {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const version = await findVersionMetadata(deps.db, id, versionId);
  if (!version) throw notFound('Version introuvable.');
  if (variant === 'full') {
    const access = await loadAccessContext(deps.db, espaceId);
    if (!hasFullAccessToVersionOf(access, id, version.creationTime)) {
      throw forbidden(FULL_PDF_FORBIDDEN);
    }
  }
  return version;
}

/** A version's PDF for its owner, once requireVersionAccess allows it. */
export async function versionPdf(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  variant: 'full' | 'demo',
  origin: string,
): Promise<{ pdf: Buffer; fileName: string; versionNumber: number }> {
  const version = await requireVersionAccess(deps, espaceId, id, versionId, variant);
  const pdf = await renderVersionPdf(deps, version, variant, origin);
  const { versionNumber } = version;
  return { pdf, fileName: versionFileName(versionNumber, variant), versionNumber };
}
