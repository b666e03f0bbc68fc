import { z } from 'zod';
import {
  AttachmentParamsSchema,
  AttachmentSchema,
  AttachmentUploadQuerySchema,
  ExposureBodySchema,
  ExposureListAnswerSchema,
  AnonymousExposureListSchema,
  ExposureParamsSchema,
  ExposureSchema,
  FDS_MAX_BYTES,
  FdsUploadAnswerSchema,
  ProductBodySchema,
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  SpstSendingBodySchema,
  CmrSpstSendingSchema,
  SubstitutionBodySchema,
  SubstitutionListSchema,
  SubstitutionParamsSchema,
  SubstitutionSchema,
  DuerpChemicalsSchema,
  SeirichImportAnswerSchema,
} from '@duerp/domain/chemicals';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
import { ImportFileBodySchema } from '@duerp/domain/spreadsheet';
import { route } from './route.js';

/** A raw file, described for OpenAPI; read by the handler as a capped stream, never parsed. */
const FileBodySchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: `Les octets du fichier, ${FDS_MAX_BYTES / 1024 / 1024} Mo au plus.`,
});

const HazardReferenceSchema = z.object({
  mentionsDanger: z.array(z.object({ code: z.string(), libelle: z.string() })),
  pictogrammes: z.array(
    z.object({ code: z.string(), nom: z.string(), symbole: z.string(), svg: z.string() }),
  ),
});

const PRODUCTS = '/api/chemicals/products';
const PRODUCT = `${PRODUCTS}/:productId` as const;

/**
 * Issue 44: the chemical products register of the espace named by X-Espace-Id (the personal one
 * without it), its substitution log and the list of workers exposed to CMR products.
 */
export const chemicals = {
  reference: route({
    method: 'GET',
    path: '/api/chemicals/reference',
    response: HazardReferenceSchema,
  }),
  list: route({ method: 'GET', path: PRODUCTS, response: ProductListSchema }),
  create: route({
    method: 'POST',
    path: PRODUCTS,
    body: ProductBodySchema,
    response: ProductSchema,
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: PRODUCT,
    params: ProductParamsSchema,
    response: ProductSchema,
  }),
  replace: route({
    method: 'PUT',
    path: PRODUCT,
    params: ProductParamsSchema,
    body: ProductBodySchema,
    response: ProductSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: PRODUCT,
    params: ProductParamsSchema,
    response: z.null(),
    status: 204,
  }),
  uploadFds: route({
    method: 'PUT',
    path: `${PRODUCT}/fds`,
    params: ProductParamsSchema,
    body: FileBodySchema,
    response: FdsUploadAnswerSchema,
  }),
  fds: route({ method: 'GET', path: `${PRODUCT}/fds`, params: ProductParamsSchema }),
  substitutions: route({
    method: 'GET',
    path: `${PRODUCT}/substitutions`,
    params: ProductParamsSchema,
    response: SubstitutionListSchema,
  }),
  addSubstitution: route({
    method: 'POST',
    path: `${PRODUCT}/substitutions`,
    params: ProductParamsSchema,
    body: SubstitutionBodySchema,
    response: SubstitutionSchema,
    status: 201,
  }),
  deleteSubstitution: route({
    method: 'DELETE',
    path: `${PRODUCT}/substitutions/:entryId`,
    params: SubstitutionParamsSchema,
    response: z.null(),
    status: 204,
  }),
  addAttachment: route({
    method: 'POST',
    path: `${PRODUCT}/substitutions/:entryId/attachments`,
    params: SubstitutionParamsSchema,
    query: AttachmentUploadQuerySchema,
    body: FileBodySchema,
    response: AttachmentSchema,
    status: 201,
  }),
  attachment: route({
    method: 'GET',
    path: `${PRODUCT}/substitutions/:entryId/attachments/:attachmentId`,
    params: AttachmentParamsSchema,
  }),
  deleteAttachment: route({
    method: 'DELETE',
    path: `${PRODUCT}/substitutions/:entryId/attachments/:attachmentId`,
    params: AttachmentParamsSchema,
    response: z.null(),
    status: 204,
  }),
  exposureList: route({
    method: 'GET',
    path: '/api/chemicals/exposures',
    response: ExposureListAnswerSchema,
  }),
  anonymousExposureList: route({
    method: 'GET',
    path: '/api/chemicals/exposures/anonymised',
    response: AnonymousExposureListSchema,
  }),
  addExposure: route({
    method: 'POST',
    path: `${PRODUCT}/exposures`,
    params: ProductParamsSchema,
    body: ExposureBodySchema,
    response: ExposureSchema,
    status: 201,
  }),
  replaceExposure: route({
    method: 'PUT',
    path: `${PRODUCT}/exposures/:entryId`,
    params: ExposureParamsSchema,
    body: ExposureBodySchema,
    response: ExposureSchema,
  }),
  deleteExposure: route({
    method: 'DELETE',
    path: `${PRODUCT}/exposures/:entryId`,
    params: ExposureParamsSchema,
    response: z.null(),
    status: 204,
  }),
  addSpstSending: route({
    method: 'POST',
    path: '/api/chemicals/exposures/spst-sendings',
    body: SpstSendingBodySchema,
    response: CmrSpstSendingSchema,
    status: 201,
  }),
  /** The register's products of each work unit of the DUERP (the sources of its chemical risks). */
  ofDuerp: route({
    method: 'GET',
    path: '/api/duerp/:id/chemicals',
    params: DuerpIdParamsSchema,
    response: DuerpChemicalsSchema,
  }),
  /** The inventory as a spreadsheet to type into Seirich (XLSX). */
  seirichExport: route({ method: 'GET', path: '/api/chemicals/seirich-export' }),
  /** Seirich's priorities read back as the level of the DUERP's chemical risks. */
  seirichImport: route({
    method: 'POST',
    path: '/api/duerp/:id/chemicals/seirich-import',
    params: DuerpIdParamsSchema,
    body: ImportFileBodySchema,
    response: SeirichImportAnswerSchema,
  }),
};
