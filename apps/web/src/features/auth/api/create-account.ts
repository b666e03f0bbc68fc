import { useMutation } from '@tanstack/react-query';
import type { AccountCreateBody } from '@duerp/domain/auth';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { storeTokens } from '@/lib/auth-session';

export const createAccount = async (body: AccountCreateBody) => {
  storeTokens(await call(contract.auth.createAccount, { body }));
};

export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
