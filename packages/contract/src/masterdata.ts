import { z } from 'zod';
import { UuidSchema } from '@duerp/domain/duerp';
import { ModeleAnswerSchema, PremadeCatalogueSchema } from '@duerp/domain/premade';
import { route } from './route.js';

/** The risk catalogue offered for a document. */
export const masterdata = {
  risques: route({
    method: 'GET',
    path: '/api/duerpmasterdata/risques',
    query: z.strictObject({ duerpDocId: UuidSchema }),
    response: PremadeCatalogueSchema,
  }),
  /** Issue 41: the model of the document's sector, to start the DUERP from. */
  modele: route({
    method: 'GET',
    path: '/api/duerpmasterdata/modele',
    query: z.strictObject({ duerpDocId: UuidSchema }),
    response: ModeleAnswerSchema,
  }),
};
