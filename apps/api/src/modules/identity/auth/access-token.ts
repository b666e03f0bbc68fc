import { jwtVerify, SignJWT, errors } from 'jose';

export interface AccessClaims {
  accountId: string;
  delegated: boolean;
  /**
   * The session (refresh-token family) the token was issued for, as `sid`: what signing out ends.
   * Tokens signed before it was added carry none.
   */
  sessionId?: string | undefined;
}

/** A verified token's claims, and when it expires (ms since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** A signed HS256 JWT with `exp` in seconds. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ dlg: claims.delegated || undefined, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.accountId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The claims of a valid token, or null. `ignoreExpiry` serves the refresh call's expired token. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  options: { ignoreExpiry?: boolean } = {},
): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: options.ignoreExpiry ? new Date(0) : undefined,
    });
    if (typeof payload.sub !== 'string') return null;
    return {
      accountId: payload.sub,
      delegated: payload.dlg === true,
      sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
