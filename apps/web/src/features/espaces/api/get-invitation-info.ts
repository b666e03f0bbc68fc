import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/** Who invites, to which espace, with which role (public: the token is the right to ask). */
export const getInvitationInfo = (token: string) =>
  call(contract.espaces.invitationInfo, { body: { token } });

export const invitationInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: () => getInvitationInfo(token),
    retry: false,
  });

export const useInvitationInfo = (token: string) =>
  useQuery({ ...invitationInfoQueryOptions(token), enabled: token !== '' });
