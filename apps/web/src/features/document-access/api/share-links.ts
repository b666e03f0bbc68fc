import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLinkBody, CreatedShareLink, ShareLink } from '@duerp/domain';
import { api } from '@/lib/api-client';

const base = (duerpId: string) => `/api/duerp/${encodeURIComponent(duerpId)}/share-links`;

export const shareLinkKeys = {
  list: (duerpId: string) => ['duerp', duerpId, 'share-links'] as const,
};

export const getShareLinksQueryOptions = (duerpId: string) =>
  queryOptions({
    queryKey: shareLinkKeys.list(duerpId),
    queryFn: () => api.get<ShareLink[]>(base(duerpId)),
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
}) => api.post<CreatedShareLink>(base(duerpId), body);

export const revokeShareLink = ({ duerpId, linkId }: { duerpId: string; linkId: string }) =>
  api.post<ShareLink>(`${base(duerpId)}/${encodeURIComponent(linkId)}/revoke`);

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
