import { contract } from '@duerp/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { clearTokens, getRefreshToken } from '@/lib/auth-session';
import { setCurrentEspaceId } from '@/lib/current-espace';
import { queryClient } from '@/lib/query-client';

/** Revoke on the server (failures ignored), clear both tokens (and the current espace). */
export const logOut = async () => {
  const refreshTokenToRevoke = getRefreshToken() ?? undefined;
  try {
    await call(contract.account.logout, { body: { refreshTokenToRevoke } });
  } catch {
    // the session ends locally whatever the server says
  }
  clearTokens();
  setCurrentEspaceId(null);
  queryClient.clear();
};

export const useLogOut = () => useMutation({ mutationFn: logOut });
