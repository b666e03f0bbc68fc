import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { useMembersMutation } from './use-members-mutation';

export const revokeInvitation = ({
  espaceId,
  invitationId,
}: {
  espaceId: string;
  invitationId: string;
}) => call(contract.espaces.cancelInvitation, { params: { espaceId, invitationId } });

export const useRevokeInvitation = () => useMembersMutation(revokeInvitation);
