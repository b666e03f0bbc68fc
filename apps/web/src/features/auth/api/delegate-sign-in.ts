import { useMutation } from '@tanstack/react-query';
import { type DelegateLoginBody, contract } from '@duerp/domain';
import { call } from '@/lib/api-call';
import { storeTokens } from '@/lib/auth-session';

export const delegateSignIn = async (body: DelegateLoginBody) => {
  storeTokens(await call(contract.auth.delegateSignIn, { body }));
};

export const useDelegateSignIn = () => useMutation({ mutationFn: delegateSignIn });
