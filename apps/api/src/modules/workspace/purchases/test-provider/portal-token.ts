import { jwtVerify, SignJWT } from 'jose';

/** Portal links are signed apart from access tokens (another key), valid 30 minutes. */
const key = (secret: string) => new TextEncoder().encode(`${secret}:portail-de-test`);

export interface PortalClaims {
  espaceId: string;
  billingProfileId: string;
  returnUrl: string;
}

export function signPortalToken(claims: PortalClaims, secret: string): Promise<string> {
  return new SignJWT({ bp: claims.billingProfileId, ret: claims.returnUrl })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.espaceId)
    .setExpirationTime('30m')
    .sign(key(secret));
}

export async function verifyPortalToken(
  token: string,
  secret: string,
): Promise<PortalClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.bp !== 'string' ||
      typeof payload.ret !== 'string'
    )
      return null;
    return { espaceId: payload.sub, billingProfileId: payload.bp, returnUrl: payload.ret };
  } catch {
    return null;
  }
}
