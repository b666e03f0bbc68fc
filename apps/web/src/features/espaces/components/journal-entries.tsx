import { formatDateTime } from '@duerp/domain/calendar';
import type { ActivityEntry } from '@duerp/domain/espaces';
import { describeActivity } from '../utils/describe-activity';

/** Who did what and when, newest first. */
export function JournalEntries({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => {
        const { actor, text } = describeActivity(entry);
        return (
          <li key={entry.id} className="p-4">
            <time dateTime={entry.at} className="text-sm text-slate-600">
              {formatDateTime(entry.at)}
            </time>
            <p className="mt-0.5 break-words text-slate-900">
              <strong className="font-semibold break-all">{actor}</strong> {text}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
