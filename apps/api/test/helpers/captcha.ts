import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from './test-app.js';

/** Fetches a challenge from the API and solves it as the widget would; returns the payload. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/public/captcha/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
