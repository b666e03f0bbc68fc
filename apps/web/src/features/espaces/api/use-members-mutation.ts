import { useMutation, useQueryClient } from '@tanstack/react-query';
import { espaceKeys } from './cache';

/**
 * A change of an espace's members or invitations: the page "Membres" reads them again after it,
 * refused or not (a refusal may come from a change made elsewhere in the meantime).
 */
export function useMembersMutation<V extends { espaceId: string }, R>(
  mutationFn: (variables: V) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_, __, { espaceId }) =>
      client.invalidateQueries({ queryKey: espaceKeys.members(espaceId) }),
  });
}
