import { jwtVerify, SignJWT, errors } from 'jose';

export interface AccessClaims {
  accountId: string;
  delegated: boolean;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** A signed HS256 JWT with `exp` in seconds. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ dlg: claims.delegated || undefined })
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
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: options.ignoreExpiry ? new Date(0) : undefined,
    });
    if (typeof payload.sub !== 'string') return null;
    return { accountId: payload.sub, delegated: payload.dlg === true };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
