import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConvertObservationBody, DuerpDocument, Observation } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { cacheDuerp } from '@/features/duerp';

const keys = { pending: (duerpId: string) => ['duerps', 'observations', duerpId] as const };
const path = (duerpId: string, rest = '') =>
  `/api/duerp/${encodeURIComponent(duerpId)}/observations${rest}`;

export const listObservations = (duerpId: string) => api.get<Observation[]>(path(duerpId));

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
      const one = `/${encodeURIComponent(id)}`;
      if (body === 'archiver') {
        return { pending: await api.post<Observation[]>(path(duerpId, `${one}/archiver`)) };
      }
      return { document: await api.post<DuerpDocument>(path(duerpId, `${one}/convertir`), body) };
    },
    onSuccess: (result: { pending?: Observation[]; document?: DuerpDocument }) => {
      if (result.document) cacheDuerp(client, result.document);
      if (result.pending) client.setQueryData(keys.pending(duerpId), result.pending);
      else void client.invalidateQueries({ queryKey: keys.pending(duerpId) });
    },
  });
};
