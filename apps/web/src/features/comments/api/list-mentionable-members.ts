import { useQuery } from '@tanstack/react-query';
import type { EspaceMembersResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

/** The addresses of the espace's members, for the @ autocomplete of a comment. */
export const listMentionableMembers = async (espaceId: string) =>
  (
    await api.get<EspaceMembersResponse>(`/api/espaces/${encodeURIComponent(espaceId)}/members`)
  ).members.map((m) => m.email);

export const useMentionableMembers = (espaceId: string | undefined) =>
  useQuery({
    queryKey: ['espaces', espaceId, 'members', 'emails'],
    queryFn: () => listMentionableMembers(espaceId!),
    enabled: espaceId !== undefined,
    staleTime: 60_000,
  });
