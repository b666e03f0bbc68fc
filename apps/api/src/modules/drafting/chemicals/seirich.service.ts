import {
  applySeirichPriorities,
  readSeirichRows,
  SEIRICH_MESSAGES as M,
  type SeirichImportAnswer,
  type SeirichUnitPriorities,
} from '@duerp/domain/chemicals';
import { formatDateLong } from '@duerp/domain/calendar';
import { importNameKey, type ImportFileBody } from '@duerp/domain/spreadsheet';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import { getDuerp, mutateDocument, type WriteOptions } from '../duerp/index.js';
import { readSeirichFile } from '../imports/index.js';
import { listProductRows } from './products.repository.js';

/**
 * Reads Seirich's priority per product (hostile files refused by the import's reader) and sets
 * the chemical risks of the DUERP's units where each product is used, in one write. A line whose
 * product is not in the register, or used in no unit with a chemical risk, is reported, not applied.
 */
export async function importSeirichPriorities(
  deps: Deps,
  espaceId: string,
  documentId: string,
  body: ImportFileBody,
  options: WriteOptions,
): Promise<SeirichImportAnswer> {
  const { lines, errors, fatal } = readSeirichRows(await readSeirichFile(body.contentBase64));
  if (fatal) throw badRequest(fatal);
  const products = await listProductRows(deps.db, espaceId);
  const byName = new Map(products.map((p) => [importNameKey(p.nomCommercial), p]));
  const priorities: SeirichUnitPriorities = new Map();
  const unitsOfLine = new Map<number, string[]>();
  for (const line of lines) {
    const product = byName.get(importNameKey(line.produit));
    if (!product) {
      errors.push({ line: line.line, message: M.productUnknown });
      continue;
    }
    const unites = product.unitesDeTravail
      .filter((u) => u.idDuerp === documentId)
      .map((u) => u.idUniteDeTravail);
    unitsOfLine.set(line.line, unites);
    for (const id of unites) {
      const current = priorities.get(id);
      if (!current || line.priorite < current.priorite)
        priorities.set(id, { priorite: line.priorite, produits: [product.nomCommercial] });
      else if (line.priorite === current.priorite) current.produits.push(product.nomCommercial);
    }
  }
  const day = formatDateLong(new Date());
  const { data } = await getDuerp(deps, espaceId, documentId);
  const planned = applySeirichPriorities(data, priorities, day);
  const withoutRisk = new Set([
    ...planned.unitesSansRisque,
    ...[...priorities.keys()].filter(
      (id) => !data.unitesDeTravail.some((u) => u.idUniteDeTravail === id),
    ),
  ]);
  let lignesReprises = 0;
  for (const [line, unites] of unitsOfLine) {
    if (unites.some((id) => !withoutRisk.has(id))) lignesReprises += 1;
    else errors.push({ line, message: M.noChemicalRisk });
  }
  errors.sort((a, b) => a.line - b.line);
  if (planned.risquesModifies === 0) {
    if (errors.length === 0) throw badRequest(M.nothingApplied);
    const current = await getDuerp(deps, espaceId, documentId);
    return { lignesReprises: 0, risquesModifies: 0, erreurs: errors, revision: current.revision };
  }
  let risquesModifies = 0;
  const written = await mutateDocument(
    deps,
    espaceId,
    documentId,
    (latest) => {
      const applied = applySeirichPriorities(latest, priorities, day);
      risquesModifies = applied.risquesModifies;
      return applied.data;
    },
    options,
  );
  return { lignesReprises, risquesModifies, erreurs: errors, revision: written.revision };
}
