import type { MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espacePath } from './cache';
import { useMembersMutation } from './use-members-mutation';

export const revokeInvitation = ({
  espaceId,
  invitationId,
}: {
  espaceId: string;
  invitationId: string;
}) =>
  api.delete<MessageResponse>(
    `${espacePath(espaceId)}/invitations/${encodeURIComponent(invitationId)}`,
  );

export const useRevokeInvitation = () => useMembersMutation(revokeInvitation);
