import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, onEspace, onPerson, requireAccount } from '../../../plugins/authenticate.js';
import { mailLinkOrigin } from '../../../lib/app-origin.js';
import { complianceRadar } from './radar.service.js';
import { remindOwners } from './remind.service.js';
import { documentCompliance } from './compliance.service.js';
import { complianceRecords, saveComplianceRecords } from './records.service.js';
import { formerWorkerExtract } from './extract.service.js';
import { asAttachment } from '../../../lib/attachment.js';

/** « Prêt pour un contrôle ? » (issue 42): readable by every member of the document's espace. */
const tags = ['DUERP – suivi des mises à jour'];

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  app.route({
    ...fromContract(contract.compliance.get, {
      tags,
      summary: 'Prêt pour un contrôle ? : les points relevés, article par article',
    }),
    config: { access: onDocument('read') },
    handler: (request) => documentCompliance(app.deps, request.espace.espaceId, request.params.id),
  });
  app.route({
    ...fromContract(contract.compliance.records, { tags }),
    config: { access: onDocument('read') },
    handler: (request) => complianceRecords(app.deps, request.espace.espaceId, request.params.id),
  });
  app.route({
    ...fromContract(contract.compliance.saveRecords, {
      tags,
      summary: "Date d'affichage de l'avis d'accès, motif d'une mise à jour espacée",
    }),
    config: { access: onDocument('write') },
    handler: (request) =>
      saveComplianceRecords(
        app.deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      ),
  });
  app.route({
    ...fromContract(contract.compliance.extract, {
      tags,
      summary: 'Extrait pour un ancien salarié (PDF)',
    }),
    config: { access: onDocument('write') },
    handler: async (request, reply) => {
      const pdf = await formerWorkerExtract(
        app.deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        request.accountId,
      );
      return asAttachment(reply, 'application/pdf', 'DUERP_extrait_ancien_salarie.pdf').send(pdf);
    },
  });
  app.route({
    ...fromContract(contract.compliance.radar, {
      tags: ['Espaces et membres'],
      summary: 'Radar de conformité : chaque DUERP de chacun de mes espaces, par points relevés',
    }),
    config: { access: onPerson },
    handler: (request) => complianceRadar(app.deps, request.accountId),
  });
  app.route({
    ...fromContract(contract.compliance.remind, {
      tags: ['Espaces et membres'],
      summary: 'Relancer : demander la mise à jour annuelle aux Propriétaires de l’espace',
    }),
    // An Éditeur at least: the consultant a client invited; a Lecteur only reads.
    config: { access: onEspace('write') },
    handler: (request) =>
      remindOwners(
        app.deps,
        request.espace,
        request.accountId,
        mailLinkOrigin(app.deps.env, request),
      ),
  });
};
