import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ message: string }>('/api/public/resetpwd/reset', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
