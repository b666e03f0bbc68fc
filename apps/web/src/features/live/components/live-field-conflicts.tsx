import { Button } from '@/components/ui/button';

interface FieldConflict {
  field: string;
  theirs: unknown;
  by: string;
}

const shown = (value: unknown) =>
  typeof value === 'boolean'
    ? value
      ? 'oui'
      : 'non'
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';

/** "Modifié par Marie" on the fields being typed in: keep one's entry or take the other's. */
export function LiveFieldConflicts<F extends string>({
  live: { conflicts, settle },
  labels,
}: {
  /** What useLiveForm answers. */
  live: {
    conflicts: (FieldConflict & { field: F })[];
    settle: (field: F, choice: 'mine' | 'theirs') => void;
  };
  labels: Record<string, string>;
}) {
  if (conflicts.length === 0) return null;
  return (
    <ul aria-label="Champs modifiés pendant votre saisie" className="space-y-2">
      {conflicts.map((c) => (
        <li key={c.field} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p>
            <strong>{labels[c.field] ?? c.field}</strong> modifié par {c.by} pendant votre saisie :
            « {shown(c.theirs)} »
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
