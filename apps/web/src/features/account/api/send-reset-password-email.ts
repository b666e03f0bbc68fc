import { contract } from '@duerp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export const sendResetPasswordEmail = () => call(contract.account.sendResetPasswordEmail);

export const useSendResetPasswordEmail = () => useMutation({ mutationFn: sendResetPasswordEmail });
