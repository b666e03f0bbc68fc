import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddCommentBodySchema,
  CommentParamsSchema,
  CommentThreadSchema,
  CommentThreadsSchema,
  DuerpIdParamsSchema,
  ResolveThreadBodySchema,
  UpdateCommentBodySchema,
} from '@duerp/domain';
import { mailLinkOrigin } from '../../lib/app-origin.js';
import { BODY_LIMITS } from '../../lib/request-limits.js';
import { onDocument, requireAccount } from '../../plugins/authenticate.js';
import { limitPerAccountAndIp } from '../../plugins/rate-limit.js';
import {
  addComment,
  editComment,
  listThreads,
  removeComment,
  resolveThread,
} from './comments.service.js';

const tags = ['DUERP – commentaires'];
const access = onDocument('comment');

/** The members' comments on a document's risks and actions. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  requireAccount(app);
  const { deps } = app;

  app.get(
    '/api/duerp/:id/commentaires',
    {
      config: { access },
      schema: { tags, params: DuerpIdParamsSchema, response: { 200: CommentThreadsSchema } },
    },
    (request) => listThreads(deps, request, request.params.id),
  );

  app.post(
    '/api/duerp/:id/commentaires',
    {
      config: { access },
      onRequest: limitPerAccountAndIp,
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: 'Commenter un risque ou une action (les membres mentionnés par @ sont prévenus)',
        params: DuerpIdParamsSchema,
        body: AddCommentBodySchema,
        response: { 200: CommentThreadSchema },
      },
    },
    (request) =>
      addComment(deps, request, request.params.id, request.body, mailLinkOrigin(deps.env, request)),
  );

  app.post(
    '/api/duerp/:id/commentaires/resolution',
    {
      config: { access },
      bodyLimit: BODY_LIMITS.default,
      schema: {
        tags,
        summary: 'Marquer un fil résolu, ou le rouvrir',
        params: DuerpIdParamsSchema,
        body: ResolveThreadBodySchema,
        response: { 200: CommentThreadSchema },
      },
    },
    (request) => resolveThread(deps, request, request.params.id, request.body),
  );

  app.put(
    '/api/duerp/:id/commentaires/:commentId',
    {
      config: { access },
      onRequest: limitPerAccountAndIp,
      bodyLimit: BODY_LIMITS.text,
      schema: {
        tags,
        summary: 'Modifier son commentaire',
        params: CommentParamsSchema,
        body: UpdateCommentBodySchema,
        response: { 200: CommentThreadSchema },
      },
    },
    (request) =>
      editComment(
        deps,
        request,
        request.params.id,
        request.params.commentId,
        request.body.texte,
        mailLinkOrigin(deps.env, request),
      ),
  );

  app.delete(
    '/api/duerp/:id/commentaires/:commentId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Supprimer son commentaire',
        params: CommentParamsSchema,
        response: { 200: CommentThreadSchema },
      },
    },
    (request) => removeComment(deps, request, request.params.id, request.params.commentId),
  );
};
