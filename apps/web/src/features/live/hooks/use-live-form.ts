import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { personName } from '../person-name';
import { useLive } from '../live-context';

/** A field someone else changed while this person was typing in it. */
export interface LiveFieldConflict<V extends FieldValues> {
  field: Path<V>;
  theirs: unknown;
  by: string;
}

/**
 * Keeps an open form in step with the document another person is changing: a field they changed
 * is updated silently unless this person is editing it (changed, to another value); that one is
 * left as typed and reported, for them to keep their entry or take the other's.
 */
export function useLiveForm<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  incoming: V,
) {
  const { lastChange } = useLive();
  const previous = useRef(incoming);
  const [conflicts, setConflicts] = useState<LiveFieldConflict<V>[]>([]);

  useEffect(() => {
    const before = previous.current;
    previous.current = incoming;
    const found: LiveFieldConflict<V>[] = [];
    for (const field of Object.keys(incoming) as Path<V>[]) {
      const theirs = incoming[field as keyof V] as PathValue<V, Path<V>>;
      if (Object.is(theirs, before[field as keyof V])) continue;
      // Being edited: the person changed it from what the previous version showed them.
      const current: unknown = form.getValues(field);
      const typing = !Object.is(current, before[field as keyof V]) && !Object.is(current, theirs);
      if (typing) {
        found.push({
          field,
          theirs,
          by: (lastChange ? personName(lastChange.actor) : '') || "quelqu'un",
        });
      } else {
        form.resetField(field, { defaultValue: theirs });
      }
    }
    if (found.length > 0) {
      // Which fields are being typed in is known only to the form library, read here, after
      // the render: the conflicts can only be stored once it has been asked.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setConflicts((all) => [
        ...all.filter((c) => !found.some((f) => f.field === c.field)),
        ...found,
      ]);
    }
    // Only a new version of the document re-runs this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [incoming]);

  const settle = (field: Path<V>, choice: 'mine' | 'theirs') => {
    const conflict = conflicts.find((c) => c.field === field);
    if (!conflict) return;
    const mine = form.getValues(field);
    form.resetField(field, { defaultValue: conflict.theirs as PathValue<V, Path<V>> });
    if (choice === 'mine') form.setValue(field, mine, { shouldDirty: true });
    setConflicts((all) => all.filter((c) => c.field !== field));
  };

  return { conflicts, settle };
}
