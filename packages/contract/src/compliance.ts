import { z } from 'zod';
import {
  ComplianceReportSchema,
  ExtractBodySchema,
  ComplianceRecordsBodySchema,
  ComplianceRecordsSchema,
  SpstHandedBodySchema,
  SpstSendingSchema,
  SpstSettingsBodySchema,
  SpstSettingsSchema,
  RadarSchema,
  RemindAnswerSchema,
} from '@duerp/domain/compliance';
import { DuerpIdParamsSchema, VersionParamsSchema } from '@duerp/domain/duerp';
import { EspaceIdParamsSchema } from '@duerp/domain/espaces';
import { route } from './route.js';

const SendingParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  sendingId: z.uuid({ error: 'Identifiant invalide.' }),
});

/** « Prêt pour un contrôle ? » (issue 42): a document's findings and the records they read. */
export const compliance = {
  get: route({
    method: 'GET',
    path: '/api/duerp/:id/compliance',
    params: DuerpIdParamsSchema,
    response: ComplianceReportSchema,
  }),
  records: route({
    method: 'GET',
    path: '/api/duerp/:id/compliance/records',
    params: DuerpIdParamsSchema,
    response: ComplianceRecordsSchema,
  }),
  saveRecords: route({
    method: 'PUT',
    path: '/api/duerp/:id/compliance/records',
    params: DuerpIdParamsSchema,
    body: ComplianceRecordsBodySchema,
    response: ComplianceRecordsSchema,
  }),
  spstSettings: route({
    method: 'GET',
    path: '/api/espaces/:espaceId/spst',
    params: EspaceIdParamsSchema,
    response: SpstSettingsSchema,
  }),
  saveSpstSettings: route({
    method: 'PUT',
    path: '/api/espaces/:espaceId/spst',
    params: EspaceIdParamsSchema,
    body: SpstSettingsBodySchema,
    response: SpstSettingsSchema,
  }),
  spstSendings: route({
    method: 'GET',
    path: '/api/duerp/:id/spst-sendings',
    params: DuerpIdParamsSchema,
    response: z.array(SpstSendingSchema),
  }),
  sendToSpst: route({
    method: 'POST',
    path: '/api/duerp/:id/versions/:versionId/spst-sendings/email',
    params: VersionParamsSchema,
    body: z.strictObject({}),
    response: SpstSendingSchema,
    status: 201,
  }),
  recordSpstHanded: route({
    method: 'POST',
    path: '/api/duerp/:id/versions/:versionId/spst-sendings/main-propre',
    params: VersionParamsSchema,
    body: SpstHandedBodySchema,
    response: SpstSendingSchema,
    status: 201,
  }),
  /** The scanned receipt of a hand-over: the raw image, as a photo is sent. */
  uploadSpstReceipt: route({
    method: 'PUT',
    path: '/api/duerp/:id/spst-sendings/:sendingId/receipt',
    params: SendingParamsSchema,
    body: z.unknown().meta({
      type: 'string',
      format: 'binary',
      description: 'Le reçu scanné (JPEG, PNG ou WebP), 10 Mo au plus.',
    }),
    response: SpstSendingSchema,
  }),
  spstReceipt: route({
    method: 'GET',
    path: '/api/duerp/:id/spst-sendings/:sendingId/receipt',
    params: SendingParamsSchema,
  }),
  /** « Extrait pour un ancien salarié » (R4121-4 1°), as one PDF. */
  extract: route({
    method: 'POST',
    path: '/api/duerp/:id/extrait-ancien-salarie',
    params: DuerpIdParamsSchema,
    body: ExtractBodySchema,
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
