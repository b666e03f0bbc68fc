import { useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/domain';
import { call } from '@/lib/api-call';

/** The addresses of the espace's members, for the @ autocomplete of a comment. */
export const listMentionableMembers = async (espaceId: string) =>
  (await call(contract.espaces.members, { params: { espaceId } })).members.flatMap((m) =>
    m.email ? [m.email] : [],
  );

export const useMentionableMembers = (espaceId: string | undefined) =>
  useQuery({
    queryKey: ['espaces', espaceId, 'members', 'emails'],
    queryFn: () => listMentionableMembers(espaceId!),
    enabled: espaceId !== undefined,
    staleTime: 60_000,
  });
