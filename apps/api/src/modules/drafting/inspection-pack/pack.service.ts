import { createHash } from 'node:crypto';
import { ZipFile } from 'yazl';
import { duerpDisplayName, versionFileName } from '@duerp/domain/duerp';
import { parisDay } from '@duerp/domain/calendar';
import type { Deps } from '../../../lib/deps.js';
import { documentStore } from '../../documents/document-store/index.js';
import {
  listVersionFingerprints,
  listVersionsOfDocuments,
  renderVersionPdf,
  requireVersionAccess,
} from '../../publishing/versions/index.js';
import { listSpstSendings } from '../../publishing/spst/index.js';
import { documentCompliance, readComplianceRecords } from '../compliance/index.js';
import { renderInspectionPack } from './render-pack.js';
import { packSpstSendings } from './spst-sendings.js';

export const packFileName = (now: Date, ext: 'pdf' | 'zip') =>
  `DUERP_dossier_controle_${parisDay(now)}.${ext}`;

/** What the pack holds: the document, its versions with their records, the check of the day. */
async function packContent(deps: Deps, espaceId: string, id: string, now: Date) {
  const row = await documentStore.require(deps.db, espaceId, id);
  const [versions, fingerprints, records, report, complianceRecords] = await Promise.all([
    listVersionsOfDocuments(deps, [id]).then((m) => m.get(id) ?? []),
    listVersionFingerprints(deps.db, id),
    listSpstSendings(deps, espaceId, id),
    documentCompliance(deps, espaceId, id, now),
    readComplianceRecords(deps.db, id),
  ]);
  return {
    companyName: duerpDisplayName(row.data.entreprise),
    data: row.data,
    versions,
    fingerprints,
    sendings: packSpstSendings(records, versions),
    report,
    records: complianceRecords,
    now,
  };
}

/** « Dossier pour un contrôle » as one PDF. */
export async function inspectionPackPdf(
  deps: Deps,
  espaceId: string,
  id: string,
  now = new Date(),
) {
  return renderInspectionPack(await packContent(deps, espaceId, id, now));
}

const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * The ZIP of originals: the current version's full PDF (when the espace's access covers it: a
 * demonstration-only espace gets the pack and the list without it), the pack's PDF, and the list
 * of versions with their SHA-256 and codes as CSV. The version is rendered (through the cache,
 * like any download, which records its fingerprint) while the pack's content is read; the pack
 * then prints that fingerprint, added here when the read came before it was recorded.
 */
export async function inspectionPackZip(
  deps: Deps,
  espaceId: string,
  id: string,
  origin: string,
  now = new Date(),
): Promise<NodeJS.ReadableStream> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const renderCurrent = async () => {
    const latest = (await listVersionFingerprints(deps.db, id)).at(-1);
    const version = latest
      ? await requireVersionAccess(deps, espaceId, id, latest.id, 'full').catch(() => null)
      : null;
    if (!version) return null;
    const pdf = await renderVersionPdf(deps, version, 'full', origin);
    return { id: version.id, name: versionFileName(version.versionNumber, 'full'), pdf };
  };
  const [current, content] = await Promise.all([
    renderCurrent(),
    packContent(deps, espaceId, id, now),
  ]);
  if (current) {
    const sha256 = createHash('sha256').update(current.pdf).digest('hex');
    const row = content.fingerprints.find((v) => v.id === current.id);
    if (row && !row.pdfSha256.includes(sha256)) row.pdfSha256.push(sha256);
  }
  const pack = await renderInspectionPack(content);
  const csv = [
    'version;date;code_de_verification;sha256_pdf;sha256_contenu',
    ...content.fingerprints.map((v) =>
      [
        String(v.versionNumber),
        v.creationTime.toISOString(),
        v.verificationCode ?? '',
        v.pdfSha256.join(' '),
        v.snapshotSha256,
      ]
        .map(csvCell)
        .join(';'),
    ),
  ].join('\r\n');
  const zip = new ZipFile();
  zip.addBuffer(pack, packFileName(now, 'pdf'), { mtime: now, compress: false });
  if (current) zip.addBuffer(current.pdf, current.name, { mtime: now, compress: false });
  zip.addBuffer(Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'), 'versions.csv', { mtime: now });
  zip.end();
  return zip.outputStream;
}
