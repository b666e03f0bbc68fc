import { createContext, useContext, type ReactNode } from 'react';
import type { CommentTarget } from '@duerp/domain/collaboration';
import { CommentsButton } from './comments-button';

const CommentsDocument = createContext<string | null>(null);

/**
 * Turns on the comments of the views inside, for a member's page of the document. The same views
 * on a share link's public page stay without them.
 */
export function CommentsScope({ duerpId, children }: { duerpId: string; children: ReactNode }) {
  return <CommentsDocument.Provider value={duerpId}>{children}</CommentsDocument.Provider>;
}

/** An item's "Commentaires (n)" inside a CommentsScope; nothing outside one. */
export function ItemComments({ target, label }: { target: CommentTarget; label: string }) {
  const duerpId = useContext(CommentsDocument);
  if (duerpId === null) return null;
  return <CommentsButton duerpId={duerpId} target={target} label={label} />;
}
