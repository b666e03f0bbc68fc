import { useMutation } from '@tanstack/react-query';
import type { TokenNewBody } from '@duerp/domain/auth';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { storeTokens } from '@/lib/auth-session';

export const signIn = async (body: TokenNewBody) => {
  const tokens = await call(contract.auth.signIn, { body });
  storeTokens(tokens);
};

export const useSignIn = () => useMutation({ mutationFn: signIn });
