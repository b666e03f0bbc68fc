import { useState } from 'react';
import {
  MAX_COMMENT_LENGTH,
  type CommentTarget,
  type CommentThread,
} from '@duerp/domain/collaboration';
import { plural } from '@duerp/domain/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useMentionableMembers } from '../api/list-mentionable-members';
import { useWriteComment } from '../api/write-comment';
import { mentionsStillIn } from '../utils/mentions';
import { CommentItem } from './comment-item';
import { MentionTextarea } from './mention-textarea';

/** The thread of one risk or action: read, write (with @ mentions), resolve or reopen. */
export function CommentThreadDialog({
  open,
  onOpenChange,
  duerpId,
  espaceId,
  target,
  label,
  thread,
  loading,
  loadError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  duerpId: string;
  espaceId: string | undefined;
  target: CommentTarget;
  label: string;
  thread: CommentThread | undefined;
  loading: boolean;
  loadError: boolean;
}) {
  const members = useMentionableMembers(open ? espaceId : undefined).data ?? [];
  const write = useWriteComment(duerpId);
  const [texte, setTexte] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const comments = thread?.comments ?? [];

  const publish = () =>
    write.mutate(
      {
        kind: 'add',
        body: { ...target, texte, mentions: mentionsStillIn(texte, picked, members) },
      },
      {
        onSuccess: () => {
          setTexte('');
          setPicked([]);
          setError(undefined);
        },
        onError: (e) => setError(describeApiError(e)),
      },
    );
  const list = (
    <ul className="space-y-2">
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          members={members}
          busy={write.isPending}
          onEdit={(next, mentions) =>
            write
              .mutateAsync({ kind: 'edit', commentId: comment.id, texte: next, mentions })
              .catch(toastApiError)
          }
          onDelete={() =>
            write.mutate({ kind: 'delete', commentId: comment.id }, { onError: toastApiError })
          }
        />
      ))}
    </ul>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Commentaires"
      description={label}
      size="md"
    >
      <div className="mt-4 space-y-4">
        {loading ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner /> Chargement des commentaires…
          </p>
        ) : loadError ? (
          <p role="alert" className="text-sm text-red-700">
            Les commentaires n’ont pas pu être chargés.
          </p>
        ) : comments.length === 0 ? (
          <p className="text-sm text-slate-700">Aucun commentaire pour l’instant.</p>
        ) : thread?.resolu ? (
          <details className="rounded-lg border border-green-300 bg-green-50 p-3">
            <summary className="cursor-pointer text-sm font-semibold text-green-900">
              Résolu · {plural(comments.length, 'commentaire')} (afficher)
            </summary>
            <div className="mt-3">{list}</div>
          </details>
        ) : (
          list
        )}
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            publish();
          }}
        >
          <MentionTextarea
            label="Votre commentaire"
            hint="Tapez @ pour mentionner un membre de l’espace : il reçoit un e-mail. Les commentaires ne sont jamais imprimés."
            value={texte}
            onChange={setTexte}
            members={members}
            onPick={(accountId) => setPicked((ids) => [...ids, accountId])}
            maxLength={MAX_COMMENT_LENGTH}
            error={error}
          />
          <div className="flex flex-wrap justify-between gap-2">
            {comments.length > 0 ? (
              <Button
                variant="secondary"
                disabled={write.isPending}
                onClick={() =>
                  write.mutate(
                    { kind: 'resolve', body: { ...target, resolu: !thread?.resolu } },
                    { onError: toastApiError },
                  )
                }
              >
                {thread?.resolu ? 'Rouvrir le fil' : 'Marquer comme résolu'}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={write.isPending} disabled={texte.trim() === ''}>
              Publier
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
