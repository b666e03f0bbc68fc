import type { MyAccountInfoResponse } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../errors.js';
import { findAccountById } from '../auth/auth.repository.js';

export async function getMyAccountInfo(deps: Deps, accountId: string): Promise<MyAccountInfoResponse> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw notFound('Compte introuvable.');
  return {
    maxNumberOfDuerps: account.maxNumberOfDuerps ?? deps.env.DEFAULT_MAX_DUERPS,
    isVip: account.isVip,
    isActivePremiumPlan: false,
  };
}
