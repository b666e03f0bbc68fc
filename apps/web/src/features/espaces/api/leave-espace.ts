import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espacePath } from './cache';

/** The caller leaves the espace (what follows, a switch to another espace, is the caller's). */
export const leaveEspace = (espaceId: string) =>
  api.post<MessageResponse>(`${espacePath(espaceId)}/leave`);

export const useLeaveEspace = () => useMutation({ mutationFn: leaveEspace });
