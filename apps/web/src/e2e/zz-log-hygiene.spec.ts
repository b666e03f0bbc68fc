import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PASSWORD } from './support';

/**
 * Runs last (the « journal » project of playwright.config.ts waits for every journey): the
 * server's log of every journey never holds a password, a token, a reset link or a verification code.
 */
test('the server logs of the whole run hold no password, token, reset link or verification code', () => {
  const log = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'server.log'), 'utf8');
  expect(log).toContain('"url":"/api/public/token/new"'); // the journeys were logged
  expect(log).toContain('/resetpwd?email=…&token=…'); // a reset link was opened, and logged without its values
  const leaks = [
    { what: 'mot de passe', pattern: new RegExp(PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) },
    { what: 'mot de passe', pattern: /Nouveau-mot2passe!|Motdepasse1!/ },
    { what: 'jeton JWT', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}/ },
    { what: 'en-tête Bearer', pattern: /Bearer\s+\S{10,}/ },
    { what: 'jeton opaque', pattern: /(?<![\w-])[A-Za-z0-9_-]{43}(?![\w-])/ },
    { what: 'lien de réinitialisation', pattern: /resetpwd\?[^"\s]*token=(?!…)/ },
    { what: 'paramètre token', pattern: /[?&]token=(?!…)[^&"\s]+/ },
    { what: 'code de vérification', pattern: /\/verifier\/(?:code\/)?(?!…|empreinte)[\w-]{10,}/ },
    {
      what: 'champ sensible',
      pattern: /"(password|newPassword|refreshToken|accessToken|captchaToken)"\s*:/,
    },
  ];
  const found = leaks
    .filter(({ pattern }) => pattern.test(log))
    .map(({ what, pattern }) => `${what}: ${String(log.match(pattern)?.[0]).slice(0, 40)}`);
  expect(found).toEqual([]);
});
