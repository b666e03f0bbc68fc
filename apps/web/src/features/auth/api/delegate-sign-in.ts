import { useMutation } from '@tanstack/react-query';
import type { DelegateLoginBody } from '@duerp/domain/auth';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { storeTokens } from '@/lib/auth-session';

export const delegateSignIn = async (body: DelegateLoginBody) => {
  storeTokens(await call(contract.auth.delegateSignIn, { body }));
};

export const useDelegateSignIn = () => useMutation({ mutationFn: delegateSignIn });
