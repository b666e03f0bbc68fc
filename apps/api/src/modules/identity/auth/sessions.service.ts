import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@duerp/domain/auth';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { hashToken, newOpaqueToken } from '../../../lib/secure-token.js';
import { unauthorized } from '../../../errors.js';
import { signAccessToken, verifyAccessToken, type VerifiedAccess } from './access-token.js';
import {
  accountExists,
  familyHasLiveToken,
  findRefreshTokenByHash,
  insertRefreshToken,
  revokeRefreshToken,
  revokeRefreshTokenFamily,
  type RefreshTokenRow,
} from './auth.repository.js';

const SESSION_EXPIRED = 'Votre session a expiré. Veuillez vous reconnecter.';
export const ACCOUNT_GONE = "Ce compte n'existe plus. Veuillez vous reconnecter.";

/**
 * The account a bearer access token signs in, or a 401. The token is checked first (no query for
 * a forged or expired one), then the account's row by its primary key: a deleted account's
 * still-valid token is refused instead of reaching routes that would write rows for it.
 */
export async function authenticateAccessToken(deps: Deps, token: string): Promise<VerifiedAccess> {
  const claims = await verifyAccessToken(token, deps.env.JWT_SECRET);
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  if (!(await accountExists(deps.db, claims.accountId))) throw unauthorized(ACCOUNT_GONE);
  return claims;
}

/** Opens a session: a new refresh-token family and its first access token. */
export async function openSession(
  deps: Deps,
  accountId: string,
  options: { delegated?: boolean } = {},
): Promise<TokenPair> {
  const { accessToken, refreshToken } = await issuePair(
    deps.db,
    deps.env,
    accountId,
    randomUUID(),
    options.delegated ?? false,
  );
  return { accessToken, refreshToken };
}

/**
 * A delegated (support) session lives as long as its access token and is never renewed: its
 * refresh token only serves to log out.
 */
function refreshTokenExpiry(env: Deps['env'], delegated: boolean): Date {
  const ttlMs = delegated
    ? env.ACCESS_TOKEN_TTL_SECONDS * 1000
    : env.REFRESH_TOKEN_TTL_DAYS * 86_400_000;
  return new Date(Date.now() + ttlMs);
}

async function issuePair(
  db: Executor,
  env: Deps['env'],
  accountId: string,
  familyId: string,
  delegated: boolean,
): Promise<TokenPair & { id: string }> {
  const refreshToken = newOpaqueToken();
  const row = await insertRefreshToken(db, {
    accountId,
    familyId,
    isDelegated: delegated,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshTokenExpiry(env, delegated),
  });
  const accessToken = await signAccessToken(
    { accountId, delegated, sessionId: familyId },
    env.JWT_SECRET,
    env.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { id: row.id, accessToken, refreshToken };
}

/**
 * A token rotated a few seconds ago, in a family still alive, is not a theft: the answer that
 * carried its successor was lost (page reloaded mid-refresh, two tabs refreshing at once).
 */
async function isRecentRotation(deps: Deps, stored: RefreshTokenRow): Promise<boolean> {
  if (!stored.revokedAt || !stored.replacedBy) return false;
  if (Date.now() - stored.revokedAt.getTime() > deps.env.REFRESH_REUSE_GRACE_SECONDS * 1000)
    return false;
  return familyHasLiveToken(deps.db, stored.familyId);
}

/**
 * Rotates a refresh token. Presenting one that was rotated longer ago than the grace period, or
 * revoked, is treated as theft: the whole family is revoked and the caller must sign in again.
 * A delegated session is not renewable: its refresh token is refused.
 */
export async function refreshSession(
  deps: Deps,
  refreshToken: string,
  expiredAccessToken: string,
): Promise<TokenPair> {
  const stored = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
  if (!stored) throw unauthorized(SESSION_EXPIRED);
  if (stored.revokedAt && !(await isRecentRotation(deps, stored))) {
    await revokeRefreshTokenFamily(deps.db, stored.familyId);
    throw unauthorized(SESSION_EXPIRED);
  }
  if (stored.expiresAt.getTime() <= Date.now() || stored.isDelegated)
    throw unauthorized(SESSION_EXPIRED);
  if (expiredAccessToken) {
    const claims = await verifyAccessToken(expiredAccessToken, deps.env.JWT_SECRET, {
      ignoreExpiry: true,
    });
    // The refresh token is the credential; a readable access token of another account is suspect.
    if (claims && claims.accountId !== stored.accountId) throw unauthorized(SESSION_EXPIRED);
  }
  return deps.db.transaction(async (tx) => {
    const next = await issuePair(
      tx,
      deps.env,
      stored.accountId,
      stored.familyId,
      stored.isDelegated,
    );
    // Already rotated (by a concurrent request, or within the grace period): the new pair joins
    // the family beside its successor.
    await revokeRefreshToken(tx, stored.id, next.id);
    return { accessToken: next.accessToken, refreshToken: next.refreshToken };
  });
}

/**
 * Revokes the given refresh token's session if it belongs to the caller; unknown tokens are
 * ignored. Returns the session revoked, if any.
 */
export async function closeSession(
  deps: Deps,
  accountId: string,
  refreshToken: string | undefined,
): Promise<string | null> {
  if (!refreshToken) return null;
  const stored = await findRefreshTokenByHash(deps.db, hashToken(refreshToken));
  if (!stored || stored.accountId !== accountId) return null;
  await revokeRefreshTokenFamily(deps.db, stored.familyId);
  return stored.familyId;
}
