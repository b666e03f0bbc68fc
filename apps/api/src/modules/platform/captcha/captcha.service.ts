import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Executor } from '../../../db/client.js';
import type { Env } from '../../../config/env.js';
import { badRequest } from '../../../errors.js';
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
