import {
  canSeeWorkerNames,
  cmrClassOf,
  cmrWithoutSubstitution,
  fdsFlagOf,
  type Product,
} from '@duerp/domain/chemicals';
import type { EspaceRole } from '@duerp/domain/espaces';
import type { ProductRow } from './products.repository.js';

/**
 * A product as the API answers it: the CMR class and the flags derived by the domain's rules,
 * the links to units that no longer exist left out, the users' names for those who may see them.
 */
export function toProduct(
  row: ProductRow,
  role: EspaceRole,
  liveUnits: ReadonlySet<string>,
  now: Date,
): Product {
  const cmr = cmrClassOf(row.mentionsDanger);
  const hasFile = row.fdsByteSize !== null && row.fdsUploadTime !== null;
  return {
    id: row.id,
    nomCommercial: row.nomCommercial,
    fournisseur: row.fournisseur,
    usage: row.usage,
    quantite: row.quantite,
    frequence: row.frequence ?? null,
    unitesDeTravail: row.unitesDeTravail.filter((u) =>
      liveUnits.has(`${u.idDuerp}/${u.idUniteDeTravail}`),
    ),
    utilisateurs: canSeeWorkerNames(role) ? row.utilisateurs : [],
    pictogrammes: row.pictogrammes,
    mentionsDanger: row.mentionsDanger,
    fdsDateRevision: row.fdsDateRevision,
    fds: hasFile
      ? { byteSize: row.fdsByteSize!, uploadedAt: row.fdsUploadTime!.toISOString() }
      : null,
    cmr,
    substitutionCount: row.substitutionCount,
    flags: {
      fds: fdsFlagOf({ hasFile, dateRevision: row.fdsDateRevision }, now),
      cmrSansSubstitution: cmrWithoutSubstitution(cmr, row.substitutionCount),
    },
    creationTime: row.creationTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}
