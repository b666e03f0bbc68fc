import { formatDateTime } from '@duerp/domain/calendar';
import type { HistoriqueEntry, HistoriqueGroup } from '@duerp/domain/history';
import { Button } from '@/components/ui/button';

/** The changes of each person and minute, newest first; a deletion offers "Restaurer". */
export function HistoryEntries({
  groups,
  canRestore,
  onRestore,
}: {
  groups: readonly HistoriqueGroup[];
  canRestore: boolean;
  onRestore: (entry: HistoriqueEntry) => void;
}) {
  return (
    <ol className="space-y-4">
      {groups.map((group) => (
        <li
          key={group.entries[0]?.id ?? group.at}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <p className="flex flex-wrap items-baseline gap-x-2 border-b border-slate-200 px-4 py-2 text-sm">
            <strong className="font-semibold break-all text-slate-900">{group.actor}</strong>
            <time dateTime={group.at} className="text-slate-600">
              {formatDateTime(group.at)}
            </time>
          </p>
          <ul className="divide-y divide-slate-100">
            {group.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="break-words text-slate-900">{entry.sentence}</p>
                {entry.restored ? (
                  <span className="shrink-0 text-sm font-medium text-green-800">Restauré</span>
                ) : (
                  entry.restorable &&
                  canRestore && (
                    <Button
                      variant="secondary"
                      className="shrink-0 self-start sm:self-auto"
                      onClick={() => onRestore(entry)}
                      aria-label={`Restaurer : ${entry.sentence}`}
                    >
                      Restaurer
                    </Button>
                  )
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
