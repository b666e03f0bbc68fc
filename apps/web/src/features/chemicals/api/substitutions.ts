import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { SubstitutionBody } from '@duerp/domain/chemicals';
import { call, download } from '@/lib/api-call';
import { chemicalKeys, espaceHeaders } from './keys';

export const substitutionsQueryOptions = (espaceId: string, productId: string) =>
  queryOptions({
    queryKey: chemicalKeys.substitutions(espaceId, productId),
    queryFn: () =>
      call(contract.chemicals.substitutions, {
        params: { productId },
        headers: espaceHeaders(espaceId),
      }),
  });

export const useSubstitutions = (espaceId: string, productId: string) =>
  useQuery(substitutionsQueryOptions(espaceId, productId));

/** Every write of the log: the log and the products' flag (« CMR sans recherche… ») change. */
function useLogWrite<T>(espaceId: string, write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: chemicalKeys.all(espaceId) }),
  });
}

export const useAddSubstitution = (espaceId: string, productId: string) =>
  useLogWrite(espaceId, (body: SubstitutionBody) =>
    call(contract.chemicals.addSubstitution, {
      params: { productId },
      body,
      headers: espaceHeaders(espaceId),
    }),
  );

export const useDeleteSubstitution = (espaceId: string, productId: string) =>
  useLogWrite(espaceId, (entryId: string) =>
    call(contract.chemicals.deleteSubstitution, {
      params: { productId, entryId },
      headers: espaceHeaders(espaceId),
    }),
  );

export const useAddAttachment = (espaceId: string, productId: string) =>
  useLogWrite(espaceId, ({ entryId, file }: { entryId: string; file: File }) =>
    call(contract.chemicals.addAttachment, {
      params: { productId, entryId },
      query: { nom: file.name },
      body: file,
      headers: espaceHeaders(espaceId),
    }),
  );

export const useDeleteAttachment = (espaceId: string, productId: string) =>
  useLogWrite(espaceId, ({ entryId, attachmentId }: { entryId: string; attachmentId: string }) =>
    call(contract.chemicals.deleteAttachment, {
      params: { productId, entryId, attachmentId },
      headers: espaceHeaders(espaceId),
    }),
  );

export const downloadAttachment = (
  espaceId: string,
  params: { productId: string; entryId: string; attachmentId: string },
) => download(contract.chemicals.attachment, { params, headers: espaceHeaders(espaceId) });
