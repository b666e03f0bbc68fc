import { useState } from 'react';
import type { ListConflict, ListResolution } from '@duerp/domain/live';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface ListConflictQuestion<T> {
  conflicts: ListConflict<T>[];
  orderConflict: boolean;
  /** Who made the other version, when the live stream told (else "l'autre personne"). */
  otherName: string | null;
}

type Side = 'mine' | 'theirs';

function Choice({
  name,
  value,
  side,
  label,
  text,
  onChange,
}: {
  name: string;
  value: Side | undefined;
  side: Side;
  label: string;
  text: string;
  onChange: (side: Side) => void;
}) {
  return (
    <label className="flex min-h-11 flex-1 cursor-pointer items-start gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
      <input
        type="radio"
        className="mt-1"
        name={name}
        checked={value === side}
        onChange={() => onChange(side)}
      />
      <span>
        <span className="block text-xs font-semibold text-slate-600 uppercase">{label}</span>
        <span className="break-words">{text}</span>
      </span>
    </label>
  );
}

/**
 * Two versions of a list met (a whole-list write on a newer revision) and could not both be kept:
 * each item side by side — "Votre version" and the other person's — and the writer picks.
 */
export function ListConflictDialog<T>({
  question,
  describe,
  onResolve,
}: {
  question: ListConflictQuestion<T> | null;
  /** An item as the person knows it (undefined: removed on that side). */
  describe: (item: T | undefined) => string;
  onResolve: (resolution: ListResolution | null) => void;
}) {
  const [items, setItems] = useState<Record<string, Side>>({});
  const [order, setOrder] = useState<Side | undefined>();
  if (!question) return null;
  const other = question.otherName ?? "l'autre personne";
  const complete =
    question.conflicts.every((c) => items[c.id]) && (!question.orderConflict || order);
  const finish = (resolution: ListResolution | null) => {
    setItems({});
    setOrder(undefined);
    onResolve(resolution);
  };
  return (
    <Dialog
      open
      size="md"
      onOpenChange={(open) => !open && finish(null)}
      title="Modifications simultanées"
      description={`${other.charAt(0).toUpperCase()}${other.slice(1)} a modifié la même liste pendant que vous la modifiiez. Choisissez, pour chaque élément, la version à garder : rien n'est enregistré avant votre choix.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => finish(null)}>
            Abandonner ma modification
          </Button>
          <Button
            disabled={!complete}
            onClick={() => finish({ items, ...(order ? { order } : {}) })}
          >
            Enregistrer ce choix
          </Button>
        </>
      }
    >
      <ul className="mt-2 space-y-4">
        {question.conflicts.map((conflict) => (
          <li key={conflict.id}>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-900">
                Avant : {describe(conflict.base)}
              </legend>
              <div className="flex flex-col gap-2 sm:flex-row">
                {(['mine', 'theirs'] as const).map((side) => (
                  <Choice
                    key={side}
                    name={`conflit-${conflict.id}`}
                    value={items[conflict.id]}
                    side={side}
                    label={side === 'mine' ? 'Votre version' : `Version de ${other}`}
                    text={describe(side === 'mine' ? conflict.mine : conflict.theirs)}
                    onChange={(chosen) => setItems((all) => ({ ...all, [conflict.id]: chosen }))}
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
        {question.orderConflict && (
          <li>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-900">
                L'ordre de la liste
              </legend>
              <div className="flex flex-col gap-2 sm:flex-row">
                {(['mine', 'theirs'] as const).map((side) => (
                  <Choice
                    key={side}
                    name="conflit-ordre"
                    value={order}
                    side={side}
                    label={side === 'mine' ? 'Votre version' : `Version de ${other}`}
                    text={side === 'mine' ? 'Votre ordre' : `L'ordre de ${other}`}
                    onChange={setOrder}
                  />
                ))}
              </div>
            </fieldset>
          </li>
        )}
      </ul>
    </Dialog>
  );
}
