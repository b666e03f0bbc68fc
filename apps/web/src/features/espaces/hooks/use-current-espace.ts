import type { MyEspace } from '@duerp/domain/espaces';
import { useIsSignedIn } from '@/lib/auth-session';
import { useCurrentEspaceId } from '@/lib/current-espace';
import { useMyEspaces } from '../api/list-my-espaces';

/** The espace stored as current, else the personal one: the one the account-level calls act on. */
export function currentEspaceOf(list: readonly MyEspace[], storedId: string | null) {
  return list.find((e) => e.id === storedId) ?? list.find((e) => e.isPersonal) ?? list[0] ?? null;
}

/**
 * The person's espaces and the current one (null until they are known, or when they cannot be
 * read); `loading` while they are being read.
 */
export function useCurrentEspace() {
  const signedIn = useIsSignedIn();
  const storedId = useCurrentEspaceId();
  const espaces = useMyEspaces(signedIn);
  const list = espaces.data ?? [];
  return { loading: espaces.isLoading, list, current: currentEspaceOf(list, storedId) };
}
