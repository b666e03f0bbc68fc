import { contract } from '@duerp/contract';
import type { EspaceRole } from '@duerp/domain/espaces';
import { call } from '@/lib/api-call';
import { useMembersMutation } from './use-members-mutation';

export const changeMemberRole = ({
  espaceId,
  accountId,
  role,
}: {
  espaceId: string;
  accountId: string;
  role: EspaceRole;
}) => call(contract.espaces.changeRole, { params: { espaceId, accountId }, body: { role } });

export const useChangeMemberRole = () => useMembersMutation(changeMemberRole);
