import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHEMICAL_MESSAGES as M, FDS_MAX_BYTES } from '@duerp/domain/chemicals';
import { contract } from '@duerp/contract';
import { HAZARD_STATEMENTS, PICTOGRAMS } from '@duerp/masterdata';
import { fromContract } from '../../../lib/contract-route.js';
import { requireAccount } from '../../../plugins/authenticate.js';
import { noContent, readable, writable, writableWithBody } from './route-options.js';
import { readCappedBody } from '../../documents/photos/index.js';
import { headerFileName, sendStoredFile } from './downloads.js';
import { checkDeclaredType } from './files.js';
import {
  createProduct,
  fdsBytes,
  getProduct,
  listProducts,
  removeProduct,
  replaceProduct,
  uploadFds,
} from './products.service.js';
import {
  addAttachment,
  addSubstitution,
  attachmentBytes,
  listSubstitutions,
  removeAttachment,
  removeSubstitution,
} from './substitutions.service.js';

const tags = ['Produits chimiques'];
const C = contract.chemicals;

/** The chemical products register of an espace (issue 44): products, sheets, substitution log. */
export const chemicalRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  // A file body is left unread here: the handler streams it, capped, once the policy let it in.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const readFile = (raw: Parameters<typeof readCappedBody>[0]) => () =>
    readCappedBody(raw, FDS_MAX_BYTES, M.fdsTooLarge(FDS_MAX_BYTES));

  app.route({
    ...fromContract(C.reference, { tags, summary: 'Mentions de danger et pictogrammes du CLP' }),
    ...readable(),
    handler: () => ({ mentionsDanger: [...HAZARD_STATEMENTS], pictogrammes: [...PICTOGRAMS] }),
  });
  app.route({
    ...fromContract(C.list, { tags, summary: "Les produits de l'espace, avec leurs signalements" }),
    ...readable(),
    handler: (request) => listProducts(deps, request.espace),
  });
  app.route({
    ...fromContract(C.create, { tags, summary: 'Ajouter un produit' }),
    ...writableWithBody(),
    handler: async (request, reply) =>
      reply.code(201).send(await createProduct(deps, request.espace, request.body)),
  });
  app.route({
    ...fromContract(C.get, { tags }),
    ...readable(),
    handler: (request) => getProduct(deps, request.espace, request.params.productId),
  });
  app.route({
    ...fromContract(C.replace, {
      tags,
      summary: 'Modifier un produit (tout le formulaire ; la FDS est envoyée à part)',
    }),
    ...writableWithBody(),
    handler: (request) =>
      replaceProduct(deps, request.espace, request.params.productId, request.body),
  });
  app.route({
    ...fromContract(C.delete, { tags, summary: 'Supprimer un produit (sans ligne d’exposition)' }),
    ...writable(),
    handler: async (request, reply) => {
      await removeProduct(deps, request.espace, request.params.productId);
      return noContent(reply);
    },
  });
  app.route({
    ...fromContract(C.uploadFds, {
      tags,
      summary: 'Envoyer la fiche de données de sécurité (PDF)',
      description:
        'Le corps est le PDF lui-même (Content-Type: application/pdf), 10 Mo au plus, reconnu à son contenu. La réponse propose les mentions de danger lues dans sa rubrique 2 (`suggestions`) : elles ne sont pas appliquées au produit, la personne les confirme par un PUT du produit.',
      consumes: ['application/pdf'],
    }),
    ...writable(),
    handler: (request) => {
      checkDeclaredType(request.headers['content-type'], ['application/pdf'], M.fdsBadType);
      return uploadFds(deps, request.espace, request.params.productId, readFile(request.raw));
    },
  });
  app.route({
    ...fromContract(C.fds, { tags, summary: 'Télécharger la fiche de données de sécurité' }),
    ...readable(),
    handler: async (request, reply) => {
      const { productId } = request.params;
      const product = await getProduct(deps, request.espace, productId);
      const bytes = await fdsBytes(deps, request.espace.espaceId, productId);
      const name = headerFileName(`FDS ${product.nomCommercial}`, 'pdf');
      return sendStoredFile(reply, 'application/pdf', name, bytes);
    },
  });

  app.route({
    ...fromContract(C.substitutions, { tags, summary: 'Les démarches de substitution du produit' }),
    ...readable(),
    handler: (request) =>
      listSubstitutions(deps, request.espace.espaceId, request.params.productId),
  });
  app.route({
    ...fromContract(C.addSubstitution, { tags, summary: 'Inscrire une démarche de substitution' }),
    ...writableWithBody(),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await addSubstitution(
            deps,
            request.espace.espaceId,
            request.params.productId,
            request.body,
          ),
        ),
  });
  app.route({
    ...fromContract(C.deleteSubstitution, { tags }),
    ...writable(),
    handler: async (request, reply) => {
      const { productId, entryId } = request.params;
      await removeSubstitution(deps, request.espace.espaceId, productId, entryId);
      return noContent(reply);
    },
  });
  app.route({
    ...fromContract(C.addAttachment, {
      tags,
      summary: 'Joindre un fichier à une démarche (PDF, JPEG ou PNG)',
      consumes: ['application/pdf', 'image/jpeg', 'image/png'],
    }),
    ...writable(),
    handler: async (request, reply) => {
      checkDeclaredType(
        request.headers['content-type'],
        ['application/pdf', 'image/jpeg', 'image/png'],
        M.attachmentBadType,
      );
      const file = await addAttachment(
        deps,
        request.espace.espaceId,
        request.params,
        request.query.nom,
        readFile(request.raw),
      );
      return reply.code(201).send(file);
    },
  });
  app.route({
    ...fromContract(C.attachment, { tags, summary: 'Télécharger une pièce jointe' }),
    ...readable(),
    handler: async (request, reply) => {
      const file = await attachmentBytes(deps, request.espace.espaceId, request.params);
      const extension = file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType.slice(6);
      const name = headerFileName(file.nom.replace(/\.[A-Za-z0-9]{1,5}$/, ''), extension);
      return sendStoredFile(reply, file.mimeType, name, file.data);
    },
  });
  app.route({
    ...fromContract(C.deleteAttachment, { tags }),
    ...writable(),
    handler: async (request, reply) => {
      await removeAttachment(deps, request.espace.espaceId, request.params);
      return noContent(reply);
    },
  });
};
