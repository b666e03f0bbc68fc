import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { requireAccount } from '../../../plugins/authenticate.js';
import { noContent, readable, writable, writableWithBody } from './route-options.js';
import {
  addExposure,
  addSpstSending,
  exposureList,
  exposureListFor,
  removeExposure,
  replaceExposure,
} from './exposures.service.js';

const tags = ['Produits chimiques – liste des travailleurs exposés aux CMR'];
const C = contract.chemicals;

/** The list of workers who may be exposed to CMR agents (R4412-93-1 to R4412-93-4). */
export const chemicalExposureRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;
  app.route({
    ...fromContract(C.exposureList, {
      tags,
      summary: 'La liste, nominative pour les Propriétaires et Éditeurs, anonymisée sinon',
    }),
    ...readable(),
    handler: (request) => exposureListFor(deps, request.espace.espaceId, request.espace.role),
  });
  app.route({
    ...fromContract(C.anonymousExposureList, {
      tags,
      summary: 'La liste anonymisée, à communiquer aux travailleurs et au CSE',
    }),
    ...readable(),
    handler: (request) => exposureList(deps.db, request.espace.espaceId, true),
  });
  app.route({
    ...fromContract(C.addExposure, { tags, summary: 'Inscrire un travailleur exposé' }),
    ...writableWithBody(),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await addExposure(deps, request.espace.espaceId, request.params.productId, request.body),
        ),
  });
  app.route({
    ...fromContract(C.replaceExposure, { tags }),
    ...writableWithBody(),
    handler: (request) =>
      replaceExposure(deps, request.espace.espaceId, request.params, request.body),
  });
  app.route({
    ...fromContract(C.deleteExposure, { tags }),
    ...writable(),
    handler: async (request, reply) => {
      await removeExposure(deps, request.espace.espaceId, request.params);
      return noContent(reply);
    },
  });
  app.route({
    ...fromContract(C.addSpstSending, {
      tags,
      summary: "Inscrire l'envoi de la liste au service de prévention et de santé au travail",
    }),
    ...writableWithBody(),
    handler: async (request, reply) =>
      reply.code(201).send(await addSpstSending(deps, request.espace.espaceId, request.body)),
  });
};
