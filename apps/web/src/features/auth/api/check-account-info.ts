import { useMutation } from '@tanstack/react-query';
import type { AccountInfoResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const checkAccountInfo = (emailAddress: string) =>
  api.post<AccountInfoResponse>('/api/public/account/info', { emailAddress });

export const useCheckAccountInfo = () => useMutation({ mutationFn: checkAccountInfo });
