import { contract } from '@duerp/contract';
import type { AcceptInvitationBody } from '@duerp/domain/espaces';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';

export const acceptInvitation = (body: AcceptInvitationBody) =>
  call(contract.espaces.acceptInvitation, { body });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
