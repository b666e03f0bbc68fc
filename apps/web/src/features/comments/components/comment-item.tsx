import { useState } from 'react';
import { formatDateTime } from '@duerp/domain/calendar';
import { MAX_COMMENT_LENGTH, type Comment } from '@duerp/domain/collaboration';
import { Button } from '@/components/ui/button';
import { mentionsStillIn, type MentionableMember } from '../utils/mentions';
import { MentionTextarea } from './mention-textarea';

/** One comment: who, when, what; its author may edit or delete it. */
export function CommentItem({
  comment,
  members,
  busy,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  members: readonly MentionableMember[];
  busy: boolean;
  /** The new text and the picks it still holds (those stored with the comment included). */
  onEdit: (texte: string, mentions: string[]) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const startEditing = () => {
    setPicked(comment.mentions ?? []);
    setDraft(comment.texte);
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-xs text-slate-600">
        <span className="font-semibold break-all text-slate-800">
          {comment.auteurNom ?? comment.auteur ?? 'Ancien membre'}
        </span>{' '}
        · {formatDateTime(comment.creeLe)}
        {comment.modifieLe && ' · modifié'}
      </p>
      {draft === null ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">
          {comment.texte}
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          <MentionTextarea
            label="Modifier le commentaire"
            value={draft}
            onChange={setDraft}
            members={members}
            onPick={(accountId) => setPicked((ids) => [...ids, accountId])}
            maxLength={MAX_COMMENT_LENGTH}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              loading={busy}
              disabled={draft.trim() === ''}
              onClick={() =>
                void onEdit(draft, mentionsStillIn(draft, picked, members)).then(() =>
                  setDraft(null),
                )
              }
            >
              Enregistrer
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              Annuler
            </Button>
          </div>
        </div>
      )}
      {comment.isMine && draft === null && (
        <div className="mt-1 flex gap-1">
          <Button variant="ghost" className="min-h-9 px-2" onClick={startEditing}>
            Modifier
          </Button>
          <Button variant="ghost" className="min-h-9 px-2" disabled={busy} onClick={onDelete}>
            Supprimer
          </Button>
        </div>
      )}
    </li>
  );
}
