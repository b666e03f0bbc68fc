import { useMutation } from '@tanstack/react-query';
import { type AccountCreateBody, contract } from '@duerp/domain';
import { call } from '@/lib/api-call';
import { storeTokens } from '@/lib/auth-session';

export const createAccount = async (body: AccountCreateBody) => {
  storeTokens(await call(contract.auth.createAccount, { body }));
};

export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
