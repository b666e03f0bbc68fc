import { contract, type AcceptInvitationBody } from '@duerp/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export const acceptInvitation = (body: AcceptInvitationBody) =>
  call(contract.espaces.acceptInvitation, { body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
