import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@duerp/contract';
import { mailLinkOrigin } from '../../../lib/app-origin.js';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../../plugins/rate-limit.js';
import {
  addComment,
  editComment,
  listThreads,
  removeComment,
  resolveThread,
} from './comments.service.js';
import { fromContract } from '../../../lib/contract-route.js';

const tags = ['DUERP – commentaires'];
const access = onDocument('comment');

/** The members' comments on a document's risks and actions. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.route({
    ...fromContract(contract.comments.list, { tags }),
    config: { access },
    handler: (request) => listThreads(deps, request, request.params.id),
  });

  app.route({
    ...fromContract(contract.comments.add, {
      tags,
      summary: 'Commenter un risque ou une action (les membres mentionnés par @ sont prévenus)',
    }),
    config: { access },
    onRequest: limitPerAccountAndIp,
    bodyLimit: BODY_LIMITS.text,
    handler: (request) =>
      addComment(deps, request, request.params.id, request.body, mailLinkOrigin(deps.env, request)),
  });

  app.route({
    ...fromContract(contract.comments.resolve, {
      tags,
      summary: 'Marquer un fil résolu, ou le rouvrir',
    }),
    config: { access },
    bodyLimit: BODY_LIMITS.default,
    handler: (request) => resolveThread(deps, request, request.params.id, request.body),
  });

  app.route({
    ...fromContract(contract.comments.update, { tags, summary: 'Modifier son commentaire' }),
    config: { access },
    onRequest: limitPerAccountAndIp,
    bodyLimit: BODY_LIMITS.text,
    handler: (request) =>
      editComment(
        deps,
        request,
        request.params.id,
        request.params.commentId,
        request.body,
        mailLinkOrigin(deps.env, request),
      ),
  });

  app.route({
    ...fromContract(contract.comments.delete, { tags, summary: 'Supprimer son commentaire' }),
    config: { access },
    handler: (request) => removeComment(deps, request, request.params.id, request.params.commentId),
  });
};
