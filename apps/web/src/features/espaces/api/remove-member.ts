import type { MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espacePath } from './cache';
import { useMembersMutation } from './use-members-mutation';

export const removeMember = ({ espaceId, accountId }: { espaceId: string; accountId: string }) =>
  api.delete<MessageResponse>(`${espacePath(espaceId)}/members/${encodeURIComponent(accountId)}`);

export const useRemoveMember = () => useMembersMutation(removeMember);
