import type { EspaceRole, MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espacePath } from './cache';
import { useMembersMutation } from './use-members-mutation';

export const changeMemberRole = ({
  espaceId,
  accountId,
  role,
}: {
  espaceId: string;
  accountId: string;
  role: EspaceRole;
}) =>
  api.post<MessageResponse>(
    `${espacePath(espaceId)}/members/${encodeURIComponent(accountId)}/role`,
    { role },
  );

export const useChangeMemberRole = () => useMembersMutation(changeMemberRole);
