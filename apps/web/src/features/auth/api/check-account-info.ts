import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const checkAccountInfo = (emailAddress: string) =>
  call(contract.auth.accountInfo, { body: { emailAddress } });

export const useCheckAccountInfo = () => useMutation({ mutationFn: checkAccountInfo });
