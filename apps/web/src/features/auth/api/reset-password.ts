import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@duerp/domain/auth';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const resetPassword = (body: ResetPasswordBody) =>
  call(contract.auth.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
