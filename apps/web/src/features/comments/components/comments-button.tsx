import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { threadKey, type CommentTarget } from '@duerp/domain/collaboration';
import { useDuerp } from '@/features/duerp';
import { useCommentThreads } from '../api/list-comments';
import { CommentThreadDialog } from './comment-thread-dialog';

/**
 * "Commentaires (n)" on a risk or an action; opens its thread. A mention e-mail's link
 * (`?commentaires=cible:id`) opens it directly.
 */
export function CommentsButton({
  duerpId,
  target,
  label,
}: {
  duerpId: string;
  target: CommentTarget;
  label: string;
}) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('commentaires') === threadKey(target));
  const threads = useCommentThreads(duerpId);
  const espaceId = useDuerp(duerpId).data?.espaceId;
  const thread = threads.data?.find((t) => threadKey(t) === threadKey(target));
  const count = thread?.comments.length ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-semibold text-blue-800 hover:bg-blue-50"
      >
        Commentaires ({count}){thread?.resolu && count > 0 ? ' · Résolu' : ''}
      </button>
      <CommentThreadDialog
        open={open}
        onOpenChange={setOpen}
        duerpId={duerpId}
        espaceId={espaceId}
        target={target}
        label={label}
        thread={thread}
        loading={threads.isPending}
        loadError={threads.isError}
      />
    </>
  );
}
