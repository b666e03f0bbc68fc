import { z } from 'zod';
import { ShareTokenParamsSchema } from '@duerp/domain/access';
import {
  ConvertObservationBodySchema,
  ObservationParamsSchema,
  ObservationSchema,
  ObservationSentSchema,
  SendObservationBodySchema,
} from '@duerp/domain/collaboration';
import { DuerpDocumentSchema, DuerpIdParamsSchema } from '@duerp/domain/duerp';
import { route } from './route.js';

/** Issue 21: observations sent through a share link, and their handling. */
export const observations = {
  send: route({
    method: 'POST',
    path: '/api/public/partage/:token/observations',
    params: ShareTokenParamsSchema,
    body: SendObservationBodySchema,
    response: ObservationSentSchema,
  }),
  list: route({
    method: 'GET',
    path: '/api/duerp/:id/observations',
    params: DuerpIdParamsSchema,
    response: z.array(ObservationSchema),
  }),
  convert: route({
    method: 'POST',
    path: '/api/duerp/:id/observations/:observationId/convertir',
    params: ObservationParamsSchema,
    body: ConvertObservationBodySchema,
    response: DuerpDocumentSchema,
  }),
  archive: route({
    method: 'POST',
    path: '/api/duerp/:id/observations/:observationId/archiver',
    params: ObservationParamsSchema,
    response: z.array(ObservationSchema),
  }),
};
