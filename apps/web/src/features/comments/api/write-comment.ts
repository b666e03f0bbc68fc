import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCommentBody, CommentThread, ResolveThreadBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheThread, commentsPath } from './list-comments';

type Write =
  | { kind: 'add'; body: AddCommentBody }
  | { kind: 'edit'; commentId: string; texte: string }
  | { kind: 'delete'; commentId: string }
  | { kind: 'resolve'; body: ResolveThreadBody };

/** Adds, edits, deletes a comment or resolves a thread; each answers the thread. */
export function writeComment(duerpId: string, write: Write): Promise<CommentThread> {
  const base = commentsPath(duerpId);
  switch (write.kind) {
    case 'add':
      return api.post<CommentThread>(base, write.body);
    case 'edit':
      return api.put<CommentThread>(`${base}/${encodeURIComponent(write.commentId)}`, {
        texte: write.texte,
      });
    case 'delete':
      return api.delete<CommentThread>(`${base}/${encodeURIComponent(write.commentId)}`);
    case 'resolve':
      return api.post<CommentThread>(`${base}/resolution`, write.body);
  }
}

export const useWriteComment = (duerpId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: Write) => writeComment(duerpId, write),
    onSuccess: (thread) => cacheThread(client, duerpId, thread),
  });
};
