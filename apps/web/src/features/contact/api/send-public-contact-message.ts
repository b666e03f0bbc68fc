import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PublicContactBody } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const sendPublicContactMessage = (body: PublicContactBody) =>
  api.post<MessageResponse>('/api/public/contact', body);

export const useSendPublicContactMessage = () =>
  useMutation({ mutationFn: sendPublicContactMessage });
