import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const acceptInvitation = (token: string) =>
  api.post<{ espaceId: string }>('/api/espaces/invitations/accept', { token });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
