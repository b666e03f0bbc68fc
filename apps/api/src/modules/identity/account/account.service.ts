import type { MyAccountInfoResponse } from '@duerp/domain/auth';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { notFound } from '../../../errors.js';
import { findAccountById, updateAccountDisplayName } from '../auth/index.js';
import { isActivePremium } from '../../billing/subscriptions/index.js';
import type { Membership } from '../espaces/index.js';

/** The caller's account; a deleted one answers 404 (the access token outlived it). */
export async function loadAccount(db: Executor, accountId: string) {
  const account = await findAccountById(db, accountId);
  if (!account) throw notFound('Compte introuvable.');
  return account;
}

/** The espace's override, else the configured default. */
export function maxNumberOfDuerps(deps: Deps, account: { maxNumberOfDuerps: number | null }) {
  return account.maxNumberOfDuerps ?? deps.env.DEFAULT_MAX_DUERPS;
}

/** The caller's address, with the cap, VIP flag and plan of the espace the call acts on. */
export async function getMyAccountInfo(
  deps: Deps,
  accountId: string,
  espace: Membership,
): Promise<MyAccountInfoResponse> {
  const account = await loadAccount(deps.db, accountId);
  return {
    maxNumberOfDuerps: maxNumberOfDuerps(deps, espace),
    isVip: espace.isVip,
    isActivePremiumPlan: await isActivePremium(deps.db, espace.espaceId),
    emailAddress: account.email,
    // Absent rather than null for an account without a name: older answers keep their shape.
    ...(account.displayName ? { displayName: account.displayName } : {}),
  };
}

/** « Mon compte »: the name the person is shown by, from now on, wherever they are named. */
export async function setDisplayName(deps: Deps, accountId: string, displayName: string) {
  await loadAccount(deps.db, accountId);
  await updateAccountDisplayName(deps.db, accountId, displayName);
}
