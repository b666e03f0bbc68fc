import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { useMembersMutation } from './use-members-mutation';

export const removeMember = ({ espaceId, accountId }: { espaceId: string; accountId: string }) =>
  call(contract.espaces.removeMember, { params: { espaceId, accountId } });

export const useRemoveMember = () => useMembersMutation(removeMember);
