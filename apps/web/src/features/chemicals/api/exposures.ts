import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ExposureBody, SpstSendingBody } from '@duerp/domain/chemicals';
import { call } from '@/lib/api-call';
import { chemicalKeys, espaceHeaders } from './keys';

/** Nominative for Propriétaires and Éditeurs, anonymised for a Lecteur (the server decides). */
export const exposuresQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: chemicalKeys.exposures(espaceId),
    queryFn: () => call(contract.chemicals.exposureList, { headers: espaceHeaders(espaceId) }),
  });

export const useExposures = (espaceId: string) => useQuery(exposuresQueryOptions(espaceId));

/** The anonymised list every member may hand to the CSE. */
export const useAnonymisedExposures = (espaceId: string) =>
  useQuery({
    queryKey: chemicalKeys.anonymised(espaceId),
    queryFn: () =>
      call(contract.chemicals.anonymousExposureList, { headers: espaceHeaders(espaceId) }),
  });

function useListWrite<T>(espaceId: string, write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: chemicalKeys.all(espaceId) }),
  });
}

/** Adds a line to `productId`, or corrects `entryId`. */
export const useSaveExposure = (espaceId: string) =>
  useListWrite(
    espaceId,
    ({
      productId,
      entryId,
      body,
    }: {
      productId: string;
      entryId: string | null;
      body: ExposureBody;
    }) =>
      entryId
        ? call(contract.chemicals.replaceExposure, {
            params: { productId, entryId },
            body,
            headers: espaceHeaders(espaceId),
          })
        : call(contract.chemicals.addExposure, {
            params: { productId },
            body,
            headers: espaceHeaders(espaceId),
          }),
  );

export const useDeleteExposure = (espaceId: string) =>
  useListWrite(espaceId, ({ productId, entryId }: { productId: string; entryId: string }) =>
    call(contract.chemicals.deleteExposure, {
      params: { productId, entryId },
      headers: espaceHeaders(espaceId),
    }),
  );

export const useAddSpstSending = (espaceId: string) =>
  useListWrite(espaceId, (body: SpstSendingBody) =>
    call(contract.chemicals.addSpstSending, { body, headers: espaceHeaders(espaceId) }),
  );
