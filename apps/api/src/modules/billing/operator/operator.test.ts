import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorIdentity } from '@duerp/domain/operator';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { buildApp } from '../../../app.js';
import { parseEnv } from '../../../config/env.js';
import { operatorCommand } from './operator.admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    OPERATOR_LEGAL_NAME: 'Prévention Numérique',
    OPERATOR_SIREN: '732 829 320',
    OPERATOR_VAT_NUMBER: 'FR44732829320',
    STANDARD_PLAN_PRICE_HT: '99',
    PREMIUM_PLAN_PRICE_HT: '299',
  });
});
afterAll(() => t.close());

const operator = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/public/operator' })).json<OperatorIdentity>();
const admin = (...args: string[]) => operatorCommand(t.app.deps, args, 'usage');

describe('operator identity', () => {
  it('serves the identity from the environment to visitors, null where unset', async () => {
    const identity = await operator();
    expect(identity).toMatchObject({
      legalName: 'Prévention Numérique',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      hostName: null,
      mediator: null,
    });
  });

  it('lets a value stored with "operator set" win over the environment, until "unset"', async () => {
    expect(await admin('set', 'legalName', 'Prévention', 'Numérique', 'SAS')).toBe(
      'Raison sociale = Prévention Numérique SAS',
    );
    await admin('set', 'hostName', 'OVH SAS');
    expect(await operator()).toMatchObject({
      legalName: 'Prévention Numérique SAS',
      hostName: 'OVH SAS',
    });
    expect(await admin('show')).toMatch(/legalName\s+Prévention Numérique SAS {2}\[base\]/);
    expect(await admin('show')).toMatch(/siren\s+732829320 {2}\[OPERATOR_SIREN\]/);
    expect(await admin('show')).toContain('(non défini : OPERATOR_MEDIATOR)');
    await admin('unset', 'legalName');
    expect((await operator()).legalName).toBe('Prévention Numérique');
  });

  it('refuses a malformed or inconsistent value with a French message, storing nothing', async () => {
    await expect(admin('set', 'siret', '1234')).rejects.toThrow(
      'SIRET du siège : doit compter 14 chiffres',
    );
    await expect(admin('set', 'siret', '30326504500017')).rejects.toThrow(
      'le SIRET doit commencer par le SIREN',
    );
    await expect(admin('set', 'couleur', 'bleu')).rejects.toThrow('Champ inconnu : « couleur »');
    expect((await operator()).siret).toBeNull();
  });

  it('refuses at start-up a malformed identity variable, naming it', () => {
    expect(() => parseEnv({ OPERATOR_SUPPORT_EMAIL: 'support' })).toThrow(
      /OPERATOR_SUPPORT_EMAIL: adresse e-mail invalide/,
    );
    expect(() =>
      parseEnv({ OPERATOR_SIREN: '732829320', OPERATOR_VAT_NUMBER: 'FR12732829320' }),
    ).toThrow(/n° de TVA ne correspond pas au SIREN/);
  });

  it('serves the list prices HT to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/prices' });
    expect(res.json()).toEqual({ standardPlanPrice: 99, premiumPlanPrice: 299 });
  });

  it('warns at production start-up about every missing field, naming its variable', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = parseEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      CAPTCHA_HMAC_SECRET: 'y'.repeat(40),
      DATA_DIR: t.dataDir,
      OPERATOR_LEGAL_NAME: 'Prévention Numérique',
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      env,
      database,
      logger: { level: 'warn', stream },
      serveWebApp: false,
      schedulers: false,
    });
    try {
      await app.ready();
      const warning = lines
        .map((l) => JSON.parse(l) as { msg: string })
        .find((l) => l.msg.startsWith("Identité de l'exploitant incomplète"));
      expect(warning?.msg).toContain('OPERATOR_SIREN (ou npm run admin -- operator set siren …)');
      expect(warning?.msg).toContain('OPERATOR_MEDIATOR');
      expect(warning?.msg).not.toContain('OPERATOR_LEGAL_NAME');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
