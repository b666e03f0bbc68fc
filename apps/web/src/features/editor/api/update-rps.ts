import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { DocumentWriteBody } from '@duerp/contract/document-writes';
import { call } from '@/lib/api-call';
import { cacheDuerp } from '@/features/duerp';

/** The writes of the psychosocial-risk assessment (issue 43), each answering the document. */
export type RpsWriteKey =
  | 'updateListUnitesRps'
  | 'updateDialogueSocialRps'
  | 'updateSeanceRps'
  | 'updateReponseRps'
  | 'updateReponseSimplifieeRps'
  | 'updateSyntheseRps'
  | 'upsertActionRps'
  | 'deleteActionRps';

/**
 * Sends one RPS write through the contract (and so through the offline queue, which shows the
 * document as the write's own rule makes it until the network returns).
 */
export function updateRps<K extends RpsWriteKey>(
  key: K,
  { id, body }: { id: string; body: DocumentWriteBody<K> },
) {
  const entry = contract.duerp[key] as (typeof contract.duerp)['updateSeanceRps'];
  return call(entry, { params: { id }, body: body as never });
}

export const useUpdateRps = <K extends RpsWriteKey>(key: K) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: DocumentWriteBody<K> }) => updateRps(key, input),
    onSuccess: (document) => cacheDuerp(client, document),
  });
};
