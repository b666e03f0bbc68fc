import { contract } from '@duerp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export const sendResetLink = (emailAddress: string) =>
  call(contract.auth.sendResetLink, { body: { emailAddress } });

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
