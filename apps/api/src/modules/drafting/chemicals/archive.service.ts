import type { Executor } from '../../../db/client.js';
import { exposureList } from './exposures.service.js';
import { findFdsBytes, listProductRows } from './products.repository.js';
import { findAttachmentBytes } from './register.repository.js';
import { headerFileName } from './downloads.js';
import { substitutionsOf } from './substitutions.service.js';

/** A file of the archive, produced when the ZIP reaches it. */
export interface ArchiveFile {
  path: string;
  produce: () => Promise<Buffer>;
  mtime: Date;
}

const FOLDER = 'Produits chimiques';

/**
 * What the register adds to the espace's data archive: its products with their substitution log,
 * the nominative exposure list (kept while the espace exists: the archive is the employer's copy
 * to keep) and the SPST sendings, as JSON; the sheets and attachments as files.
 */
export async function chemicalArchive(db: Executor, espaceId: string) {
  const rows = await listProductRows(db, espaceId);
  const substitutions = await substitutionsOf(
    db,
    rows.map((r) => r.id),
  );
  const list = await exposureList(db, espaceId, false);
  const files: ArchiveFile[] = [];
  const produits = rows.map((row) => {
    const short = row.id.slice(0, 8);
    let fds: string | null = null;
    if (row.fdsByteSize !== null && row.fdsUploadTime) {
      fds = `${FOLDER}/FDS/${headerFileName(`${row.nomCommercial} ${short}`, 'pdf')}`;
      files.push({
        path: fds,
        produce: async () => (await findFdsBytes(db, espaceId, row.id)) ?? Buffer.alloc(0),
        mtime: row.fdsUploadTime,
      });
    }
    const demarches = substitutions
      .filter((s) => s.productId === row.id)
      .map(({ entry }) => ({
        ...entry,
        piecesJointes: entry.piecesJointes.map((a) => {
          const extension = a.mimeType === 'application/pdf' ? 'pdf' : a.mimeType.slice(6);
          const fichier = `${FOLDER}/Pièces jointes/${headerFileName(`${a.id.slice(0, 8)} ${a.nom}`, extension)}`;
          files.push({
            path: fichier,
            produce: async () =>
              (await findAttachmentBytes(db, entry.id, a.id))?.data ?? Buffer.alloc(0),
            mtime: new Date(a.creationTime),
          });
          return { ...a, fichier };
        }),
      }));
    const { fdsByteSize: _size, fdsUploadTime: _time, substitutionCount: _count, ...kept } = row;
    return {
      ...kept,
      creationTime: row.creationTime.toISOString(),
      updateTime: row.updateTime.toISOString(),
      fds,
      demarchesDeSubstitution: demarches,
    };
  });
  return {
    data: { produits, listeExposition: list.produits, envoisSpst: list.envoisSpst },
    files,
  };
}
