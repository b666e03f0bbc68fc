import { useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import type { MentionableMember } from '../utils/mentions';

/**
 * The espace's members for the @ autocomplete of a comment: by name and account id, which every
 * member reads (addresses go to Propriétaires only, issue 47).
 */
export const listMentionableMembers = async (espaceId: string): Promise<MentionableMember[]> =>
  (await call(contract.espaces.members, { params: { espaceId } })).members.flatMap((m) => {
    const label = m.name ?? m.email;
    return label ? [{ accountId: m.accountId, label, email: m.email }] : [];
  });

export const useMentionableMembers = (espaceId: string | undefined) =>
  useQuery({
    queryKey: ['espaces', espaceId, 'members', 'mentionable'],
    queryFn: () => listMentionableMembers(espaceId!),
    enabled: espaceId !== undefined,
    staleTime: 60_000,
  });
