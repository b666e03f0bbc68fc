import { contract } from '@duerp/contract';
import type { InviteMemberBody } from '@duerp/domain/espaces';
import { call } from '@/lib/api-call';
import { useMembersMutation } from './use-members-mutation';

/** Mails a single-use link to join the espace with the role. */
export const inviteMember = ({ espaceId, body }: { espaceId: string; body: InviteMemberBody }) =>
  call(contract.espaces.invite, { params: { espaceId }, body });

export const useInviteMember = () => useMembersMutation(inviteMember);
