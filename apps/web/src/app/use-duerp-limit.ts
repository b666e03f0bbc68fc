import { useAccountInfo } from '@/features/account';
import { useDuerps } from '@/features/duerp';

/**
 * The account's cap on DUERP (maxNumberOfDuerps) against the documents it holds, known
 * before the user starts anything that would create one. Unknown (still loading, or the account
 * info failed) counts as not reached; the server refuses anyway.
 */
export function useDuerpLimit() {
  const duerps = useDuerps();
  const account = useAccountInfo();
  const max = account.data?.maxNumberOfDuerps ?? null;
  const limitReached = max !== null && duerps.data !== undefined && duerps.data.length >= max;
  /** Still being learnt: a page that offers a creation waits rather than offer it, then take it back. */
  const checking = duerps.isPending || account.isPending;
  return { duerps, max, limitReached, checking };
}
