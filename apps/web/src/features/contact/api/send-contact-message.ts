import { useMutation } from '@tanstack/react-query';
import type { ContactBody, MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) =>
  api.post<MessageResponse>('/api/contact', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
