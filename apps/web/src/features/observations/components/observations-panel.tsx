import { toast } from 'sonner';
import { OBSERVATION_MESSAGES } from '@duerp/domain/collaboration';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Spinner } from '@/components/ui/spinner';
import { useDuerpPermissions } from '@/features/duerp';
import { toastApiError } from '@/lib/api-errors';
import { useObservations, useProcessObservation } from '../api/observations';
import { ObservationCard } from './observation-card';

/**
 * « À traiter »: what workers sent through share links, for the Propriétaires and Éditeurs;
 * nothing for a Lecteur, nothing when there is nothing to process.
 */
export function ObservationsPanel({ duerp }: { duerp: DuerpDocument }) {
  const { write } = useDuerpPermissions();
  const observations = useObservations(duerp.id, write);
  const process = useProcessObservation(duerp.id);
  if (!write) return null;
  if (observations.isPending) return <Spinner label="Chargement des observations…" />;
  if (observations.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Les observations à traiter n’ont pas pu être chargées.
      </p>
    );
  const list = observations.data;
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="a-traiter-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-white p-4"
    >
      <h2 id="a-traiter-title" className="text-lg font-bold text-slate-900">
        À traiter ({list.length})
      </h2>
      <p className="text-sm text-slate-700">
        Observations envoyées par les personnes qui ont ouvert un lien de consultation. Elles ne
        sont pas publiées : transformez-les en risque, en action ou en événement, ou archivez-les.
      </p>
      <ul className="space-y-2">
        {list.map((o) => (
          <ObservationCard
            key={o.id}
            observation={o}
            busy={process.isPending && process.variables.id === o.id}
            onProcess={(body) =>
              process.mutate(
                { id: o.id, body },
                {
                  onSuccess: () =>
                    toast.success(
                      body === 'archiver'
                        ? OBSERVATION_MESSAGES.archived
                        : OBSERVATION_MESSAGES.converted,
                    ),
                  onError: toastApiError,
                },
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}
