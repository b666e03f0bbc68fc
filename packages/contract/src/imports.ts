import { z } from 'zod';
import { DuerpDocumentSchema, DuerpIdParamsSchema } from '@duerp/domain/duerp';
import { ImportFileBodySchema, ImportPreviewSchema } from '@duerp/domain/spreadsheet';
import { route } from './route.js';

/** Issue 17: importing units and risks from a spreadsheet. */
export const imports = {
  template: route({
    method: 'GET',
    path: '/api/duerp/import-template/:format',
    params: z.strictObject({ format: z.enum(['xlsx', 'csv'], { error: 'Format inconnu.' }) }),
  }),
  preview: route({
    method: 'POST',
    path: '/api/duerp/:id/import/preview',
    params: DuerpIdParamsSchema,
    body: ImportFileBodySchema,
    response: ImportPreviewSchema.extend({ revision: z.number().int() }),
  }),
  confirm: route({
    method: 'POST',
    path: '/api/duerp/:id/import/confirm',
    params: DuerpIdParamsSchema,
    body: ImportFileBodySchema,
    response: DuerpDocumentSchema,
  }),
};
