import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Executor } from '../../db/client.js';
import type { Env } from '../../config/env.js';
import { HttpError, badRequest } from '../../errors.js';
import type { Deps } from '../../lib/deps.js';
import { enforceRateLimits } from '../rate-limit/index.js';
import { markChallengeUsed } from './captcha.repository.js';

export const CAPTCHA_FAILED_MESSAGE =
  'La vérification de sécurité a échoué. Veuillez relancer la vérification.';
export const CAPTCHA_REPLAYED_MESSAGE =
  'Cette vérification de sécurité a déjà été utilisée. Veuillez relancer la vérification.';

type CaptchaEnv = Pick<
  Env,
  'CAPTCHA_HMAC_SECRET' | 'CAPTCHA_COUNTER_MIN' | 'CAPTCHA_COUNTER_MAX' | 'CAPTCHA_EXPIRES_SECONDS'
>;

/**
 * A self-hosted ALTCHA proof-of-work challenge. Deterministic mode: the counter range is the
 * difficulty setting, so tests can use a trivial one while the real widget still runs in e2e.
 */
export function createCaptchaChallenge(env: CaptchaEnv) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(env.CAPTCHA_COUNTER_MIN, env.CAPTCHA_COUNTER_MAX),
    deriveKey,
    hmacSignatureSecret: env.CAPTCHA_HMAC_SECRET,
    hmacKeySignatureSecret: `${env.CAPTCHA_HMAC_SECRET}:key`,
    expiresAt: Math.floor(Date.now() / 1000) + env.CAPTCHA_EXPIRES_SECONDS,
  });
}

/** Verifies an ALTCHA payload (base64 JSON) and accepts it once, across every instance. */
export async function verifyCaptcha(db: Executor, env: CaptchaEnv, payload: string): Promise<void> {
  let replayed = false;
  const result = await verify(
    payload,
    deriveKey,
    env.CAPTCHA_HMAC_SECRET,
    `${env.CAPTCHA_HMAC_SECRET}:key`,
    {
      get: () => false,
      set: () => undefined,
      setIfAbsent: async (key) => {
        const fresh = await markChallengeUsed(db, key);
        replayed = !fresh;
        return fresh;
      },
    },
  );
  if (replayed) throw badRequest(CAPTCHA_REPLAYED_MESSAGE);
  if (result.error) throw badRequest(CAPTCHA_FAILED_MESSAGE);
}

/**
 * verifyCaptcha for a public form that a bogus captcha must not silence: a valid one passes
 * whatever came before; each failure (bad or replayed) counts against `failureKey` (the sender's
 * IP), RATE_LIMIT_MAX_PER_EMAIL a window, then 429.
 */
export async function verifyCaptchaCountingFailures(
  deps: Pick<Deps, 'db' | 'env'>,
  payload: string,
  failureKey: string,
): Promise<void> {
  try {
    await verifyCaptcha(deps.db, deps.env, payload);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    await enforceRateLimits(deps.db, [
      {
        key: failureKey,
        max: deps.env.RATE_LIMIT_MAX_PER_EMAIL,
        windowSeconds: deps.env.RATE_LIMIT_WINDOW_SECONDS,
      },
    ]);
    throw error;
  }
}
