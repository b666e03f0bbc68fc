import { ComplianceReportSchema } from '../compliance/findings.js';
import { RadarSchema, RemindAnswerSchema } from '../compliance/radar.js';
import { DuerpIdParamsSchema } from '../duerp/schemas.js';
import { EspaceIdParamsSchema } from '../espaces/schemas.js';
import { route } from './route.js';

/** « Prêt pour un contrôle ? » (issue 42): a document's findings, computed on request. */
export const compliance = {
  get: route({
    method: 'GET',
    path: '/api/duerp/:id/compliance',
    params: DuerpIdParamsSchema,
    response: ComplianceReportSchema,
  }),
  /** The radar: every DUERP of every espace of the person, sorted by findings. */
  radar: route({
    method: 'GET',
    path: '/api/espaces/radar',
    response: RadarSchema,
  }),
  /** « Relancer »: the annual-update request mailed to the espace's Propriétaires. */
  remind: route({
    method: 'POST',
    path: '/api/espaces/:espaceId/relancer',
    params: EspaceIdParamsSchema,
    response: RemindAnswerSchema,
  }),
};

/** « Dossier pour un contrôle » (issue 42): the inspection pack, as one PDF or a ZIP of originals. */
export const inspectionPack = {
  pdf: route({
    method: 'GET',
    path: '/api/duerp/:id/dossier-controle/pdf',
    params: DuerpIdParamsSchema,
  }),
  zip: route({
    method: 'GET',
    path: '/api/duerp/:id/dossier-controle/zip',
    params: DuerpIdParamsSchema,
  }),
};
