import {
  AddCommentBodySchema,
  CommentParamsSchema,
  CommentThreadSchema,
  CommentThreadsSchema,
  ResolveThreadBodySchema,
  UpdateCommentBodySchema,
} from '@duerp/domain/collaboration';
import { DuerpIdParamsSchema } from '@duerp/domain/duerp';
import { route } from './route.js';

/** Issue 21: the comment threads of a document. */
export const comments = {
  list: route({
    method: 'GET',
    path: '/api/duerp/:id/commentaires',
    params: DuerpIdParamsSchema,
    response: CommentThreadsSchema,
  }),
  add: route({
    method: 'POST',
    path: '/api/duerp/:id/commentaires',
    params: DuerpIdParamsSchema,
    body: AddCommentBodySchema,
    response: CommentThreadSchema,
  }),
  resolve: route({
    method: 'POST',
    path: '/api/duerp/:id/commentaires/resolution',
    params: DuerpIdParamsSchema,
    body: ResolveThreadBodySchema,
    response: CommentThreadSchema,
  }),
  update: route({
    method: 'PUT',
    path: '/api/duerp/:id/commentaires/:commentId',
    params: CommentParamsSchema,
    body: UpdateCommentBodySchema,
    response: CommentThreadSchema,
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/duerp/:id/commentaires/:commentId',
    params: CommentParamsSchema,
    response: CommentThreadSchema,
  }),
};
