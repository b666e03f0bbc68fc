import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { parisDay } from '@duerp/domain/calendar';
import { versionFileName, type DuerpData } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import {
  hasFullAccessToVersionOf,
  loadAccessContext,
  loadAccount,
} from '../../identity/account/index.js';
import { loadEspace } from '../../identity/espaces/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import { invoicePdf, listInvoicesOfAccount } from '../purchases/index.js';
import {
  findVersionMetadata,
  listVersionSummaries,
  renderVersionPdf,
} from '../../publishing/versions/index.js';
import { listCommentsOfDocuments } from '../../drafting/comments/index.js';
import { listObservationsOf, toObservation } from '../../drafting/observations/index.js';
import { listArchivePhotos, photoData } from '../../documents/photos/index.js';
import { chemicalArchive } from '../../drafting/chemicals/index.js';
import { archiveReadme } from './archive-readme.js';

/** A name usable as a folder on every system. */
function safeName(name: string): string {
  const cleaned = Array.from(name, (c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return cleaned.replace(/^\.+/, '') || 'DUERP';
}

/** Adds an entry whose bytes are produced only when the ZIP reaches it: one PDF in memory at a time. */
function addLazy(zip: ZipFile, path: string, produce: () => Promise<Buffer>, mtime: Date) {
  zip.addReadStreamLazy(path, { compress: false, mtime }, (cb) => {
    produce().then(
      (bytes) => cb(null, Readable.from([bytes])),
      (error: unknown) => cb(error, Readable.from([])),
    );
  });
}

export const archiveFileName = (at: Date) => `DUERP_mes_donnees_${parisDay(at)}.zip`;

/**
 * The employer's archive (issue #18): every version's full PDF where the access allows it, the
 * current data as JSON, the invoices and a README — streamed as a ZIP, PDFs rendered one by one
 * as the stream reaches them. The metadata is read before the first byte is sent.
 */
export async function buildArchive(
  deps: Deps,
  accountId: string,
  espaceId: string,
  origin: string,
): Promise<NodeJS.ReadableStream> {
  const exportedAt = new Date();
  const account = await loadAccount(deps.db, accountId);
  const espace = await loadEspace(deps.db, espaceId);
  const documents = await documentStore.list(deps.db, espaceId);
  const access = await loadAccessContext(deps.db, espaceId);
  const versions = await listVersionSummaries(
    deps.db,
    documents.map((d) => d.id),
  );
  const invoices = await listInvoicesOfAccount(deps.db, espaceId);
  const documentIds = documents.map((d) => d.id);
  const comments = await listCommentsOfDocuments(deps.db, documentIds);
  const observations = await listObservationsOf(deps.db, documentIds);
  const photos = await listArchivePhotos(deps.db, documentIds);
  const chemicals = await chemicalArchive(deps.db, espaceId);

  const zip = new ZipFile();
  const folders = new Map(
    documents.map((d) => [d.id, `${safeName(d.displayName)} (${d.id.slice(0, 8)})`]),
  );
  const missingVersions: string[] = [];
  let pdfCount = 0;
  for (const v of versions) {
    const document = documents.find((d) => d.id === v.duerpDocumentId);
    if (!hasFullAccessToVersionOf(access, v.duerpDocumentId, v.creationTime)) {
      missingVersions.push(`${document?.displayName ?? 'DUERP'}, version ${v.versionNumber}`);
      continue;
    }
    pdfCount += 1;
    addLazy(
      zip,
      `${folders.get(v.duerpDocumentId)}/${versionFileName(v.versionNumber, 'full')}`,
      async () => {
        const metadata = await findVersionMetadata(deps.db, v.duerpDocumentId, v.id);
        if (!metadata) throw new Error(`version ${v.id} introuvable`);
        return renderVersionPdf(deps, metadata, 'full', origin);
      },
      v.creationTime,
    );
  }
  // Issue 27: each photo once, in its document's folder, whether the draft or versions hold it.
  const photoFiles = new Map<string, string>();
  for (const photo of photos) {
    const extension = photo.mimeType === 'image/png' ? 'png' : 'jpg';
    const file = `photos/${photo.id.slice(0, 8)}${photo.legende ? ` ${safeName(photo.legende).slice(0, 40)}` : ''}.${extension}`;
    photoFiles.set(photo.id, file);
    addLazy(
      zip,
      `${folders.get(photo.duerpDocumentId)}/${file}`,
      () => photoData(deps.db, photo.id),
      new Date(photo.creationTime),
    );
  }
  // Issue 44: the chemical products register's sheets and attachments.
  for (const file of chemicals.files) addLazy(zip, file.path, file.produce, file.mtime);
  for (const invoice of invoices) {
    addLazy(
      zip,
      `Factures/Facture_${safeName(invoice.number)}.pdf`,
      () => invoicePdf(deps, invoice),
      invoice.issuedAt,
    );
  }

  const data = {
    exporteLe: exportedAt.toISOString(),
    compte: { email: account.email, creeLe: account.createdAt.toISOString(), isVip: espace.isVip },
    espace: { nom: espace.name },
    duerps: documents.map((d) => ({
      id: d.id,
      displayName: d.displayName,
      dossier: folders.get(d.id),
      data: d.data satisfies DuerpData,
      versions: versions
        .filter((v) => v.duerpDocumentId === d.id)
        .map((v) => ({
          versionNumber: v.versionNumber,
          creationTime: v.creationTime.toISOString(),
          notesDeVersion: v.notesDeVersion,
        })),
      commentaires: comments
        .filter((c) => c.duerpDocumentId === d.id)
        .map((c) => ({
          cible: c.cible,
          idCible: c.idCible,
          auteur: c.auteur,
          texte: c.texte,
          creeLe: c.createdAt.toISOString(),
          modifieLe: c.updatedAt?.toISOString() ?? null,
          resoluLe: c.resolvedAt?.toISOString() ?? null,
        })),
      photos: photos
        .filter((p) => p.duerpDocumentId === d.id)
        .map(({ duerpDocumentId: _document, ...p }) => ({ fichier: photoFiles.get(p.id), ...p })),
      observations: observations
        .filter((row) => row.observation.duerpDocumentId === d.id)
        .map((row) => ({
          ...toObservation(row),
          statut: row.observation.statut,
          conversion: row.observation.conversion,
          traiteeLe: row.observation.processedAt?.toISOString() ?? null,
        })),
    })),
    factures: invoices.map((i) => ({
      numero: i.number,
      description: i.description,
      emiseLe: i.issuedAt.toISOString(),
      montantHtCentimes: i.amountHtCents,
      tvaCentimes: i.vatCents,
      montantTtcCentimes: i.amountTtcCents,
      adresseDeFacturation: i.billingAddress,
    })),
    ...(chemicals.data.produits.length > 0 && { produitsChimiques: chemicals.data }),
  };
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), 'donnees.json', {
    mtime: exportedAt,
  });
  zip.addBuffer(
    Buffer.from(
      archiveReadme({
        email: account.email,
        exportedAt,
        origin,
        documentCount: documents.length,
        pdfCount,
        photoCount: photos.length,
        chemicalProductCount: chemicals.data.produits.length,
        invoiceCount: invoices.length,
        missingVersions,
      }),
    ),
    'LISEZMOI.txt',
    { mtime: exportedAt },
  );
  zip.end();
  const output = zip.outputStream as Readable;
  // A render failing mid-way ends the download with an error rather than a truncated ZIP.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
