import { z } from 'zod';
import { UuidSchema } from '../duerp/index.js';
import { PremadeCatalogueSchema } from '../premade/index.js';
import { route } from './route.js';

/** SPEC §7: the risk catalogue offered for a document. */
export const masterdata = {
  risques: route({
    method: 'GET',
    path: '/api/duerpmasterdata/risques',
    query: z.strictObject({ duerpDocId: UuidSchema }),
    response: PremadeCatalogueSchema,
  }),
};
