import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationInfo } from '@duerp/domain';
import { api } from '@/lib/api-client';

/** Who invites, to which espace, with which role (public: the token is the right to ask). */
export const getInvitationInfo = (token: string) =>
  api.post<InvitationInfo>('/api/public/invitations/info', { token });

export const invitationInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: () => getInvitationInfo(token),
    retry: false,
  });

export const useInvitationInfo = (token: string) =>
  useQuery({ ...invitationInfoQueryOptions(token), enabled: token !== '' });
