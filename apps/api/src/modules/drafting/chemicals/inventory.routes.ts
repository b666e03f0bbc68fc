import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME_TYPES } from '@duerp/domain/spreadsheet';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument, onEspace, requireAccount } from '../../../plugins/authenticate.js';
import { writtenIfMatch } from '../duerp/index.js';
import { IMPORT_BODY_LIMIT, importErrorHandler } from '../imports/index.js';
import { sendStoredFile } from './downloads.js';
import { duerpChemicals } from './inventory.service.js';
import { seirichWorkbook } from './seirich-export.js';
import { importSeirichPriorities } from './seirich.service.js';

const tags = ['Produits chimiques'];
const C = contract.chemicals;

/** Issue 44: the register in the DUERP — its products per unit, the Seirich hand-off. */
export const chemicalInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  const errorHandler = importErrorHandler(app);

  app.route({
    ...fromContract(C.ofDuerp, {
      tags,
      summary:
        'Les produits du registre par unité de travail du DUERP (sources du risque chimique)',
    }),
    config: { access: onDocument('read') },
    handler: (request) => duerpChemicals(deps, request.espace.espaceId, request.params.id),
  });
  app.route({
    ...fromContract(C.seirichExport, {
      tags,
      summary: "L'inventaire à saisir dans Seirich (XLSX)",
    }),
    config: { access: onEspace('read') },
    handler: async (request, reply) =>
      sendStoredFile(
        reply,
        EXPORT_MIME_TYPES.xlsx,
        'inventaire_produits_chimiques_Seirich.xlsx',
        await seirichWorkbook(deps.db, request.espace.espaceId),
      ),
  });
  app.route({
    ...fromContract(C.seirichImport, {
      tags,
      summary: 'Reprendre les priorités de Seirich comme niveau des risques chimiques',
      description:
        'Le corps est le fichier (XLSX ou CSV) en base64, avec une colonne « Produit » et une colonne « Priorité » (Priorité 1 à 3, ou risque élevé, moyen, faible). Chaque risque de la famille des produits chimiques des unités où le produit est utilisé prend le niveau correspondant, avec une note « Niveau repris de Seirich le … ».',
    }),
    config: { access: onDocument('write') },
    bodyLimit: IMPORT_BODY_LIMIT,
    errorHandler,
    handler: (request) =>
      importSeirichPriorities(
        deps,
        request.espace.espaceId,
        request.params.id,
        request.body,
        writtenIfMatch(request),
      ),
  });
};
