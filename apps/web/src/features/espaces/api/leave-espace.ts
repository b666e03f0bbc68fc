import { useMutation } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/** The caller leaves the espace (what follows, a switch to another espace, is the caller's). */
export const leaveEspace = (espaceId: string) =>
  call(contract.espaces.leave, { params: { espaceId } });

export const useLeaveEspace = () => useMutation({ mutationFn: leaveEspace });
