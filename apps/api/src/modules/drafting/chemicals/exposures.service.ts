import {
  CHEMICAL_MESSAGES as M,
  canSeeWorkerNames,
  cmrClassOf,
  type AnonymousExposureList as AnonymousList,
  type ExposureList as NominativeList,
  type ExposureBody,
  type SpstSendingBody,
} from '@duerp/domain/chemicals';
import type { EspaceRole } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { listProductRows } from './products.repository.js';
import { requireProduct } from './products.service.js';
import {
  deleteExposure,
  insertExposure,
  insertSpstSending,
  listExposureRows,
  listSpstSendingRows,
  updateExposure,
} from './register.repository.js';

type ExposureRow = Awaited<ReturnType<typeof listExposureRows>>[number];
type SendingRow = Awaited<ReturnType<typeof listSpstSendingRows>>[number];

function toExposure(row: ExposureRow) {
  return {
    id: row.id,
    idProduit: row.productId,
    travailleur: row.travailleur,
    poste: row.poste,
    nature: row.nature,
    duree: row.duree,
    degre: row.degre,
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    creationTime: row.creationTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

const toSending = (row: SendingRow) => ({
  id: row.id,
  dateEnvoi: row.dateEnvoi,
  destinataire: row.destinataire,
  commentaire: row.commentaire,
  creationTime: row.creationTime.toISOString(),
});

/**
 * The list of workers who may be exposed to CMR products, per product: every proven CMR
 * (1A/1B) of the register, with its lines, and the sendings to the SPST. Nominative, or
 * anonymised: no name nor job title (in a small firm a job title names the person), the number of
 * distinct workers per product instead.
 */
export async function exposureList(
  db: Executor,
  espaceId: string,
  anonymised: true,
): Promise<AnonymousList>;
export async function exposureList(
  db: Executor,
  espaceId: string,
  anonymised: false,
): Promise<NominativeList>;
export async function exposureList(
  db: Executor,
  espaceId: string,
  anonymised: boolean,
): Promise<AnonymousList | NominativeList>;
export async function exposureList(db: Executor, espaceId: string, anonymised: boolean) {
  const products = (await listProductRows(db, espaceId)).filter(
    (p) => cmrClassOf(p.mentionsDanger) === 'avere',
  );
  const lines = (await listExposureRows(db, espaceId)).map(toExposure);
  const envoisSpst = (await listSpstSendingRows(db, espaceId)).map(toSending);
  const base = (p: (typeof products)[number]) => ({
    id: p.id,
    nomCommercial: p.nomCommercial,
    mentionsDanger: p.mentionsDanger,
  });
  if (!anonymised) {
    return {
      anonymisee: false as const,
      produits: products.map((p) => ({
        ...base(p),
        expositions: lines.filter((l) => l.idProduit === p.id),
      })),
      envoisSpst,
    };
  }
  return {
    anonymisee: true as const,
    produits: products.map((p) => {
      const own = lines.filter((l) => l.idProduit === p.id);
      return {
        ...base(p),
        nombreTravailleurs: new Set(own.map((l) => l.travailleur.toLowerCase())).size,
        expositions: own.map(({ travailleur: _t, poste: _p, ...rest }) => rest),
      };
    }),
    envoisSpst,
  };
}

/** The list as the caller may see it: names for Propriétaires and Éditeurs only. */
export function exposureListFor(deps: Deps, espaceId: string, role: EspaceRole) {
  return exposureList(deps.db, espaceId, !canSeeWorkerNames(role));
}

async function requireCmrProduct(db: Executor, espaceId: string, productId: string) {
  const product = await requireProduct(db, espaceId, productId);
  if (cmrClassOf(product.mentionsDanger) !== 'avere') throw badRequest(M.exposureNotCmr);
  return product;
}

export async function addExposure(
  deps: Deps,
  espaceId: string,
  productId: string,
  body: ExposureBody,
) {
  await requireCmrProduct(deps.db, espaceId, productId);
  return toExposure(await insertExposure(deps.db, { ...body, espaceId, productId }));
}

export async function replaceExposure(
  deps: Deps,
  espaceId: string,
  ids: { productId: string; entryId: string },
  body: ExposureBody,
) {
  await requireProduct(deps.db, espaceId, ids.productId);
  const row = await updateExposure(deps.db, ids.productId, ids.entryId, body);
  if (!row) throw notFound(M.exposureNotFound);
  return toExposure(row);
}

export async function removeExposure(
  deps: Deps,
  espaceId: string,
  ids: { productId: string; entryId: string },
) {
  await requireProduct(deps.db, espaceId, ids.productId);
  if (!(await deleteExposure(deps.db, ids.productId, ids.entryId))) {
    throw notFound(M.exposureNotFound);
  }
}

export async function addSpstSending(deps: Deps, espaceId: string, body: SpstSendingBody) {
  return toSending(await insertSpstSending(deps.db, { ...body, espaceId }));
}
