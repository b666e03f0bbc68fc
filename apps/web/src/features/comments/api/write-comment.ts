import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { AddCommentBody, CommentThread, ResolveThreadBody } from '@duerp/domain/collaboration';
import { call } from '@/lib/api-call';
import { cacheThread } from './list-comments';

type Write =
  | { kind: 'add'; body: AddCommentBody }
  | { kind: 'edit'; commentId: string; texte: string; mentions: string[] }
  | { kind: 'delete'; commentId: string }
  | { kind: 'resolve'; body: ResolveThreadBody };

/** Adds, edits, deletes a comment or resolves a thread; each answers the thread. */
export function writeComment(duerpId: string, write: Write): Promise<CommentThread> {
  const id = duerpId;
  switch (write.kind) {
    case 'add':
      return call(contract.comments.add, { params: { id }, body: write.body });
    case 'edit':
      return call(contract.comments.update, {
        params: { id, commentId: write.commentId },
        body: { texte: write.texte, mentions: write.mentions },
      });
    case 'delete':
      return call(contract.comments.delete, { params: { id, commentId: write.commentId } });
    case 'resolve':
      return call(contract.comments.resolve, { params: { id }, body: write.body });
  }
}

export const useWriteComment = (duerpId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: Write) => writeComment(duerpId, write),
    onSuccess: (thread) => cacheThread(client, duerpId, thread),
  });
};
