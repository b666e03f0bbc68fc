import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ConvertObservationBody, Observation } from '@duerp/domain/collaboration';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { call } from '@/lib/api-call';
import { cacheDuerp } from '@/features/duerp';

const keys = { pending: (duerpId: string) => ['duerps', 'observations', duerpId] as const };
export const listObservations = (duerpId: string) =>
  call(contract.observations.list, { params: { id: duerpId } });

/** « À traiter »: the document's observations still to process (Propriétaires and Éditeurs). */
export const useObservations = (duerpId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.pending(duerpId),
    queryFn: () => listObservations(duerpId),
    enabled,
  });

/** Turns an observation into a risk, an action or an event (a document write), or archives it. */
export const useProcessObservation = (duerpId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ConvertObservationBody | 'archiver' }) => {
      const params = { id: duerpId, observationId: id };
      if (body === 'archiver') {
        return { pending: await call(contract.observations.archive, { params }) };
      }
      return { document: await call(contract.observations.convert, { params, body }) };
    },
    onSuccess: (result: { pending?: Observation[]; document?: DuerpDocument }) => {
      if (result.document) cacheDuerp(client, result.document);
      if (result.pending) client.setQueryData(keys.pending(duerpId), result.pending);
      else void client.invalidateQueries({ queryKey: keys.pending(duerpId) });
    },
  });
};
