import { useMutation } from '@tanstack/react-query';
import type { DelegateLoginBody, TokenPair } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { storeTokens } from '@/lib/auth-session';

export const delegateSignIn = async (body: DelegateLoginBody) => {
  storeTokens(await api.post<TokenPair>('/api/public/token/dg', body));
};

export const useDelegateSignIn = () => useMutation({ mutationFn: delegateSignIn });
