import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendResetLink = (emailAddress: string) =>
  api.post<{ message: string }>('/api/public/resetpwd/sendlink', { emailAddress });

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
