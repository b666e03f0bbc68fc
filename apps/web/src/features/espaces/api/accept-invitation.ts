import { contract } from '@duerp/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export const acceptInvitation = (token: string) =>
  call(contract.espaces.acceptInvitation, { body: { token } });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
