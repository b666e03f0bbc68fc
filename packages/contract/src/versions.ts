import { z } from 'zod';
import {
  DuerpIdParamsSchema,
  VersionSummarySchema,
  GenerateBodySchema,
  GenerateResponseSchema,
  VersionParamsSchema,
  DuerpDocumentSchema,
} from '@duerp/domain/duerp';
import {
  ConsultationBodySchema,
  ConsultationSchema,
  RetirerEvenementBodySchema,
  SignalerEvenementBodySchema,
} from '@duerp/domain/living-document';
import { route } from './route.js';

const params = VersionParamsSchema;

/** A document's versions, their files, and the events that call for a new one. */
export const versions = {
  generate: route({
    method: 'POST',
    path: '/api/duerp/:id/generate',
    params: DuerpIdParamsSchema,
    body: GenerateBodySchema,
    response: GenerateResponseSchema,
  }),
  list: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/list',
    params: DuerpIdParamsSchema,
    response: z.array(VersionSummarySchema),
  }),
  /** Files: the full PDF, its demo, and the Excel and Word exports. */
  downloadPdf: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/download',
    params,
  }),
  downloadDemo: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/downloaddemo',
    params,
  }),
  downloadXlsx: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/download-xlsx',
    params,
  }),
  downloadDocx: route({
    method: 'GET',
    path: '/api/duerp/:id/versions/:versionId/download-docx',
    params,
  }),
  saveConsultation: route({
    method: 'PUT',
    path: '/api/duerp/:id/versions/:versionId/consultation',
    params,
    body: ConsultationBodySchema,
    response: ConsultationSchema,
  }),
  signalerEvenement: route({
    method: 'POST',
    path: '/api/duerp/:id/signaler-evenement',
    params: DuerpIdParamsSchema,
    body: SignalerEvenementBodySchema,
    response: DuerpDocumentSchema,
  }),
  retirerEvenement: route({
    method: 'POST',
    path: '/api/duerp/:id/retirer-evenement',
    params: DuerpIdParamsSchema,
    body: RetirerEvenementBodySchema,
    response: DuerpDocumentSchema,
  }),
};
