import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { CreateShareLinkBody } from '@duerp/domain/access';
import { call } from '@/lib/api-call';

export const shareLinkKeys = {
  list: (duerpId: string) => ['duerp', duerpId, 'share-links'] as const,
};

export const getShareLinksQueryOptions = (duerpId: string) =>
  queryOptions({
    queryKey: shareLinkKeys.list(duerpId),
    queryFn: () => call(contract.sharing.links, { params: { id: duerpId } }),
    // The openings change without this page doing anything: fresh each time the list shows.
    refetchOnMount: 'always',
  });

export const useShareLinks = (duerpId: string, enabled = true) =>
  useQuery({ ...getShareLinksQueryOptions(duerpId), enabled });

export const createShareLink = ({
  duerpId,
  body,
}: {
  duerpId: string;
  body: CreateShareLinkBody;
}) => call(contract.sharing.createLink, { params: { id: duerpId }, body });

export const revokeShareLink = ({ duerpId, linkId }: { duerpId: string; linkId: string }) =>
  call(contract.sharing.revokeLink, { params: { id: duerpId, linkId } });

function useInvalidateLinks() {
  const client = useQueryClient();
  return (duerpId: string) => client.invalidateQueries({ queryKey: shareLinkKeys.list(duerpId) });
}

export const useCreateShareLink = () => {
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_, { duerpId }) => invalidate(duerpId),
  });
};

export const useRevokeShareLink = () => {
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_, { duerpId }) => invalidate(duerpId),
  });
};
