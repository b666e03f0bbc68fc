import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { call } from '@/lib/api-call';
import { isApiStatus } from '@/lib/api-errors';
import { historyKeys } from './get-history';

export interface RestoreChangeInput {
  duerpId: string;
  changeId: string;
  /** The document's revision as last seen: a stale one answers 409. */
  revision: number;
}

/** "Restaurer": the unit, risk or action the change deleted comes back; the whole document answers. */
export const restoreChange = ({ duerpId, changeId, revision }: RestoreChangeInput) =>
  call(contract.history.restore, {
    params: { id: duerpId, changeId },
    headers: { 'If-Match': String(revision) },
  });

export interface RestoreCallbacks {
  /** The document as the restore left it (the caller caches it). */
  onRestored: (document: DuerpDocument) => void;
  /** The document changed elsewhere meanwhile (409): the caller reloads it. */
  onStale: () => void;
}

export const useRestoreChange = ({ onRestored, onStale }: RestoreCallbacks) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreChange,
    onSuccess: (document) => onRestored(document),
    onError: (error) => {
      if (isApiStatus(error, 409)) onStale();
    },
    // Restored or not, the entries' "Restauré" marks follow the server.
    onSettled: (_data, _error, { duerpId }) =>
      client.invalidateQueries({ queryKey: historyKeys.all(duerpId) }),
  });
};
