import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearTokens, getRefreshToken } from '@/lib/auth-session';
import { queryClient } from '@/lib/query-client';

/** SPEC §4: revoke on the server (failures ignored), clear both tokens. */
export const logOut = async () => {
  const refreshTokenToRevoke = getRefreshToken() ?? undefined;
  try {
    await api.post('/api/myaccount/logout', { refreshTokenToRevoke });
  } catch {
    // the session ends locally whatever the server says
  }
  clearTokens();
  queryClient.clear();
};

export const useLogOut = () => useMutation({ mutationFn: logOut });
