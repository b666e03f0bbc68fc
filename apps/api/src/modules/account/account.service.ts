import type { MyAccountInfoResponse } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../errors.js';
import { findAccountById } from '../auth/auth.repository.js';
import { isActivePremium } from '../subscriptions/subscriptions.service.js';

/** The per-account override, else the configured default. */
export function maxNumberOfDuerps(deps: Deps, account: { maxNumberOfDuerps: number | null }) {
  return account.maxNumberOfDuerps ?? deps.env.DEFAULT_MAX_DUERPS;
}

export async function getMyAccountInfo(
  deps: Deps,
  accountId: string,
): Promise<MyAccountInfoResponse> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw notFound('Compte introuvable.');
  return {
    maxNumberOfDuerps: maxNumberOfDuerps(deps, account),
    isVip: account.isVip,
    isActivePremiumPlan: await isActivePremium(deps.db, accountId),
    emailAddress: account.email,
  };
}
