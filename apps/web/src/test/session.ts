import { storeTokens } from '@/lib/auth-session';

const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');

/** A signed-in session for a component test: a well-formed access token valid for an hour. */
export function signIn(): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  storeTokens({
    accessToken: `${part({ alg: 'HS256' })}.${part({ sub: 'moi', exp })}.signature`,
    refreshToken: 'jeton-de-rafraichissement',
  });
}
