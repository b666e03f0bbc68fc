import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { ProductBody } from '@duerp/domain/chemicals';
import { call, download } from '@/lib/api-call';
import { chemicalKeys, espaceHeaders } from './keys';

export const productsQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: chemicalKeys.products(espaceId),
    queryFn: () => call(contract.chemicals.list, { headers: espaceHeaders(espaceId) }),
  });

export const useProducts = (espaceId: string) => useQuery(productsQueryOptions(espaceId));

/** Creates the product, or replaces the whole form of `productId`. */
export function useSaveProduct(espaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string | null; body: ProductBody }) =>
      productId
        ? call(contract.chemicals.replace, {
            params: { productId },
            body,
            headers: espaceHeaders(espaceId),
          })
        : call(contract.chemicals.create, { body, headers: espaceHeaders(espaceId) }),
    onSettled: () => client.invalidateQueries({ queryKey: chemicalKeys.all(espaceId) }),
  });
}

export function useDeleteProduct(espaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) =>
      call(contract.chemicals.delete, { params: { productId }, headers: espaceHeaders(espaceId) }),
    onSettled: () => client.invalidateQueries({ queryKey: chemicalKeys.all(espaceId) }),
  });
}

/** Sends the sheet's bytes; the answer holds the H-codes read in its section 2, not applied. */
export function useUploadFds(espaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: string; file: Blob }) =>
      call(contract.chemicals.uploadFds, {
        params: { productId },
        body:
          file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' }),
        headers: espaceHeaders(espaceId),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: chemicalKeys.products(espaceId) }),
  });
}

export const downloadFds = (espaceId: string, productId: string) =>
  download(contract.chemicals.fds, { params: { productId }, headers: espaceHeaders(espaceId) });
