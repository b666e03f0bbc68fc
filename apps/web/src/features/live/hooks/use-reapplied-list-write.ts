import { useState } from 'react';
import { toast } from 'sonner';
import { mergeListThreeWay, type ListResolution } from '@duerp/domain/live';
import { isApiStatus, toastApiError } from '@/lib/api-errors';
import { personName } from '../person-name';
import type { ListConflictQuestion } from '../components/list-conflict-dialog';
import { useLive } from '../live-context';

export interface ListWrite<T> {
  /** The list the writer started from, and its revision. */
  base: T[];
  revision: number;
  mine: T[];
  send: (list: T[], revision: number) => Promise<unknown>;
  /** The stored list now, fetched after a 409. */
  latest: () => Promise<{ list: T[]; revision: number }>;
  idOf: (item: T) => string;
  same: (a: T, b: T) => boolean;
}

/** Abandoned in the conflict dialog: said, not silent. */
export const CHANGE_ABANDONED = "Votre modification n'a pas été enregistrée.";

/** Rounds of re-application before giving up (others keep writing in between). */
const MAX_ATTEMPTS = 6;

/**
 * A whole-list write that never overwrites nor drops silently: on 409 (a newer revision) it is
 * re-applied on the latest list when the two edits combine, else the writer is shown both
 * versions and chooses. Resolves false when the writer abandoned their change.
 */
export function useReappliedListWrite<T>() {
  const { lastChange } = useLive();
  const [question, setQuestion] = useState<
    (ListConflictQuestion<T> & { answer: (r: ListResolution | null) => void }) | null
  >(null);

  const ask = (merge: Omit<ListConflictQuestion<T>, 'otherName'>) =>
    new Promise<ListResolution | null>((resolve) =>
      setQuestion({
        ...merge,
        otherName: lastChange ? personName(lastChange.actor) : null,
        answer: (resolution) => {
          setQuestion(null);
          resolve(resolution);
        },
      }),
    );

  const write = async (request: ListWrite<T>): Promise<boolean> => {
    let { base, revision, mine } = request;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await request.send(mine, revision);
        return true;
      } catch (error) {
        if (!isApiStatus(error, 409) || attempt >= MAX_ATTEMPTS) throw error;
      }
      const latest = await request.latest();
      const combine = (resolution?: ListResolution) =>
        mergeListThreeWay(base, mine, latest.list, request.idOf, request.same, resolution);
      let merge = combine();
      if (!merge.ok) {
        const resolution = await ask(merge);
        if (!resolution) return false;
        merge = combine(resolution);
        if (!merge.ok) return false;
      }
      [base, mine, revision] = [latest.list, merge.merged, latest.revision];
    }
  };

  /** `write` with its outcome said: saved, abandoned, or the server's error (then thrown). */
  const save = async (request: ListWrite<T>, successMessage: string): Promise<void> => {
    try {
      if (await write(request)) toast.success(successMessage);
      else toast.info(CHANGE_ABANDONED);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };

  return { save, question, answer: question?.answer ?? (() => undefined) };
}
