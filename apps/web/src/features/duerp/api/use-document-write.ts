import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DuerpDocumentSchema, DuerpIdParamsSchema } from '@duerp/domain/duerp';
import type { RouteContract } from '@duerp/contract';
import { call, type CallInput } from '@/lib/api-call';
import { isApiStatus } from '@/lib/api-errors';
import { cacheDuerp, duerpKeys } from './cache';

/** A route that writes one document (`/api/duerp/:id/…`) and answers it whole. */
export type DocumentWriteRoute = RouteContract & {
  params: typeof DuerpIdParamsSchema;
  body: z.ZodType;
  response: typeof DuerpDocumentSchema;
};

export interface DocumentWriteInput<R extends DocumentWriteRoute> {
  id: string;
  /** The body as its schema gives it (the `…Body` type the form builds). */
  body: z.output<R['body']>;
  /** The revision the change was made on, sent as If-Match: a stale one answers 409. */
  revision?: number;
}

/** Sends a document write; through the api client, so it waits in the offline queue when it must. */
function writeDocument<R extends DocumentWriteRoute>(
  route: R,
  { id, body, revision }: DocumentWriteInput<R>,
) {
  const headers = revision === undefined ? {} : { headers: { 'If-Match': String(revision) } };
  return call(route, { params: { id }, body, ...headers } as CallInput<R>);
}

/**
 * The mutation of a document write (`useDocumentWrite(contract.duerp.updateRisque)`): its answer
 * replaces the cached document and its line in the list; a write refused for a stale revision
 * (409) fetches the server's latest state, which the person then sees.
 */
export function useDocumentWrite<R extends DocumentWriteRoute>(route: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentWriteInput<R>) => writeDocument(route, input),
    onSuccess: (document) => cacheDuerp(client, document),
    onError: async (error, { id, revision }) => {
      if (revision !== undefined && isApiStatus(error, 409))
        await client.invalidateQueries({ queryKey: duerpKeys.detail(id) });
    },
  });
}
