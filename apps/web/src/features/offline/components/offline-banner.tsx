import { Button } from '@/components/ui/button';
import { formatDateTime } from '@duerp/domain/calendar';
import { useOnline } from '@/lib/use-online';
import { describeWrite } from '../queue/document-writes';
import { discard } from '../queue/offline-queue';
import { pendingText, useOfflineQueue } from '../queue/use-offline-queue';

const CONFLICT_HINT = 'Vérifiez le document et refaites cette modification si elle manque.';

/** Offline, or sending: how many of the person's changes the server does not have yet. */
export function OfflineBanner() {
  const { pending, unreachable } = useOfflineQueue();
  const online = useOnline() && !unreachable;
  if (online && pending === 0) return null;
  return (
    <div
      role="status"
      className={`sticky top-0 z-20 px-4 py-2 text-center text-sm font-semibold ${online ? 'bg-blue-100 text-blue-900' : 'bg-amber-100 text-amber-950'}`}
    >
      {online ? `Envoi en cours — ${pendingText(pending)}` : `Hors ligne — ${pendingText(pending)}`}
    </div>
  );
}

/**
 * The changes the server refused when they were sent (a conflict, access lost, plan ended), each
 * with its reason: kept until the person has read it and removes it.
 */
export function RefusedWrites() {
  const { refused } = useOfflineQueue();
  if (refused.length === 0) return null;
  return (
    <section
      aria-labelledby="modifications-refusees"
      className="mx-auto mt-4 w-full max-w-6xl px-4"
    >
      <div className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        <h2 id="modifications-refusees" className="font-semibold">
          Modifications refusées
        </h2>
        <p className="mt-1">
          Faites hors ligne, ces modifications n'ont pas été enregistrées par le serveur :
        </p>
        <ul className="mt-2 space-y-3">
          {refused.map((write) => (
            <li
              key={write.id}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {describeWrite(write.path)} — {formatDateTime(write.time)}
                </p>
                <p className="break-words">{write.message}</p>
                {write.status === 409 && <p className="break-words">{CONFLICT_HINT}</p>}
              </div>
              <Button
                variant="secondary"
                className="shrink-0"
                onClick={() => void discard(write.id)}
                aria-label={`Retirer « ${describeWrite(write.path)} » de la liste`}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
