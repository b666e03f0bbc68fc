import { contract } from '@duerp/contract';
import type { DisplayNameBody } from '@duerp/domain/espaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { accountInfoQueryOptions } from './get-account-info';

export const setDisplayName = (body: DisplayNameBody) =>
  call(contract.account.setDisplayName, { body });

/** Saves the name, then rereads the account (« Mon compte » shows it). */
export const useSetDisplayName = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDisplayName,
    onSuccess: () => client.invalidateQueries({ queryKey: accountInfoQueryOptions().queryKey }),
  });
};
