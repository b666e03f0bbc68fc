import { useMutation } from '@tanstack/react-query';
import type { TokenNewBody, TokenPair } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { storeTokens } from '@/lib/auth-session';

export const signIn = async (body: TokenNewBody) => {
  const tokens = await api.post<TokenPair>('/api/public/token/new', body);
  storeTokens(tokens);
};

export const useSignIn = () => useMutation({ mutationFn: signIn });
