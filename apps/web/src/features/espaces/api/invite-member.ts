import type { InviteMemberBody } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espacePath } from './cache';
import { useMembersMutation } from './use-members-mutation';

/** Mails a single-use link to join the espace with the role. */
export const inviteMember = ({ espaceId, body }: { espaceId: string; body: InviteMemberBody }) =>
  api.post<{ id: string }>(`${espacePath(espaceId)}/invitations`, body);

export const useInviteMember = () => useMembersMutation(inviteMember);
