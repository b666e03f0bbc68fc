import { agreeWith, fieldValueText, type FieldNoun } from '@duerp/domain/history';
import { Button } from '@/components/ui/button';

interface FieldConflict {
  field: string;
  theirs: unknown;
  by: string;
}

/** « Adresse modifiée », « Remarques modifiées »: the field's label with what agrees with it. */
function modified(field: string, nouns: Record<string, FieldNoun>): string {
  const noun = nouns[field];
  return noun ? `${noun.label} ${agreeWith(noun, 'modifié')}` : `${field} modifié`;
}

/** "Adresse modifiée par Marie" on the fields being typed in: keep one's entry or take the other's. */
export function LiveFieldConflicts<F extends string>({
  live: { conflicts, settle },
  nouns,
}: {
  /** What useLiveForm answers. */
  live: {
    conflicts: (FieldConflict & { field: F })[];
    settle: (field: F, choice: 'mine' | 'theirs') => void;
  };
  /** The form's fields as French names them (the history's model, `ENTREPRISE_FIELD_NOUNS`…). */
  nouns: Record<string, FieldNoun>;
}) {
  if (conflicts.length === 0) return null;
  return (
    <ul aria-label="Champs modifiés pendant votre saisie" className="space-y-2">
      {conflicts.map((c) => (
        <li key={c.field} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>
            <strong>{modified(c.field, nouns)}</strong> par {c.by} pendant votre saisie : «{' '}
            {fieldValueText(c.field, c.theirs)} »
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => settle(c.field, 'mine')}>
              Garder ma saisie
            </Button>
            <Button type="button" variant="secondary" onClick={() => settle(c.field, 'theirs')}>
              Prendre la sienne
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
