import { useMutation } from '@tanstack/react-query';
import type { AccountCreateBody, TokenPair } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { storeTokens } from '@/lib/auth-session';

export const createAccount = async (body: AccountCreateBody) => {
  storeTokens(await api.post<TokenPair>('/api/public/account/create', body));
};

export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
