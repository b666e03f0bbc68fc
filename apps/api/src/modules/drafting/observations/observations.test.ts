import { describe, expect, it } from 'vitest';
import { OBSERVATION_MESSAGES as M } from '@duerp/domain/collaboration';
import type { CreatedShareLink, ShareLink, SharedDocument } from '@duerp/domain/access';
import {
  createAccount,
  createTestApp,
  useTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.js';
import { solveCaptcha } from '../../../../test/helpers/captcha.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { callAs, inEspace, joinEspace, type CallAs } from '../../../../test/helpers/espaces.js';
import {
  observationRequests,
  sendObservation as send,
} from '../../../../test/helpers/observations.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);
const { observe, pending, sharedDocument } = observationRequests(t);

/** A shared document on an app of its own settings; `sendFrom` posts an observation from an IP. */
async function withStrictLink(
  settings: Record<string, string>,
  run: (
    sendFrom: (ip: string, captchaToken: string) => ReturnType<typeof send>,
    strict: TestApp,
  ) => Promise<void>,
) {
  const strict = await createTestApp(settings);
  try {
    const owner = await createAccount(strict, { isVip: true });
    const doc = await completeDocument(strict, owner.auth);
    await generate(strict, owner.auth, doc.id);
    const { token } = (
      await strict.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/share-links`,
        headers: owner.auth,
        payload: { label: 'Salariés', allowObservations: true },
      })
    ).json<CreatedShareLink>();
    await run(
      (remoteAddress, captchaToken) =>
        strict.app.inject({
          method: 'POST',
          url: `/api/public/partage/${token}/observations`,
          remoteAddress,
          payload: { idUniteDeTravail: 'u1', texte: 'Le sol est glissant.', captchaToken },
        }),
      strict,
    );
  } finally {
    await strict.close();
  }
}

describe('workers’ observations', () => {
  it('lets a link opt in: old links and default links say nothing of it and refuse observations', async () => {
    const off = await sharedDocument({});
    expect(off.link).not.toHaveProperty('allowObservations');
    const page = await t.app.inject({ url: `/api/public/partage/${off.token}` });
    expect(page.json<SharedDocument>()).not.toHaveProperty('allowObservations');
    const refused = await observe(off.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.notAllowed });

    const on = await sharedDocument();
    expect(on.link.allowObservations).toBe(true);
    const list = await call(on.owner, 'GET', `/api/duerp/${on.doc.id}/share-links`);
    expect(list.json<ShareLink[]>()[0]?.allowObservations).toBe(true);
    const shared = (
      await t.app.inject({ url: `/api/public/partage/${on.token}` })
    ).json<SharedDocument>();
    expect(shared.allowObservations).toBe(true);
  }, 60_000);

  it('takes an observation with a captcha, tells the sender it is not public, and lists it « À traiter » for Éditeurs only', async () => {
    const { owner, doc, token } = await sharedDocument();
    const lecteur = await createAccount(t);
    const editeur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    await joinEspace(t, owner, editeur, 'editeur');

    const sent = await observe(token, { idRisque: 'r1', prenom: ' Karim ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'Votre observation a été transmise à l’employeur. Elle n’est pas publiée.',
    });
    const list = await pending(editeur, doc.id, inEspace(editeur, owner.espaceId));
    expect(list).toEqual([
      {
        id: expect.any(String),
        idUniteDeTravail: 'u1',
        uniteDisplayName: 'Atelier',
        idRisque: 'r1',
        risqueDisplayName: 'Risque r1',
        texte: 'Le sol de la réserve est glissant le matin.',
        prenom: 'Karim',
        recueLe: expect.any(String),
        lien: 'Salariés',
      },
    ]);
    const asLecteur = await call(
      lecteur,
      'GET',
      `/api/duerp/${doc.id}/observations`,
      undefined,
      inEspace(lecteur, owner.espaceId),
    );
    expect(asLecteur.statusCode).toBe(403);
    const stranger = await createAccount(t);
    expect((await call(stranger, 'GET', `/api/duerp/${doc.id}/observations`)).statusCode).toBe(404);
  }, 60_000);

  it('refuses an observation without captcha, with a replayed one, or through a revoked or expired link', async () => {
    const { owner, doc, token, link } = await sharedDocument();
    const none = await send(t, token, { idUniteDeTravail: 'u1', texte: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: M.captchaRequired });
    const bad = await send(t, token, { idUniteDeTravail: 'u1', texte: 'x', captchaToken: 'abc' });
    expect(bad.statusCode).toBe(400);
    const captchaToken = await solveCaptcha(t);
    expect((await observe(token, { captchaToken })).statusCode).toBe(200);
    expect((await observe(token, { captchaToken })).statusCode).toBe(400);

    await call(owner, 'POST', `/api/duerp/${doc.id}/share-links/${link.id}/revoke`);
    const revoked = await observe(token);
    expect(revoked.statusCode).toBe(404);

    const expiring = await sharedDocument({ allowObservations: true, expiresOn: '2099-01-01' });
    await t.app.deps.db.execute(
      `UPDATE share_links SET expires_at = now() - interval '3 days' WHERE id = '${expiring.link.id}'` as never,
    );
    expect((await observe(expiring.token)).statusCode).toBe(404);
    expect(await pending(owner, doc.id)).toHaveLength(1);
  }, 60_000);

  it('answers 400, never 500, to hostile input', async () => {
    const { token } = await sharedDocument();
    const cases: [Record<string, unknown>, string?][] = [
      [{ texte: '\u0001\u0002\u007f   ' }, M.texteRequired],
      [{ texte: 'é'.repeat(2001) }, M.texteTooLong],
      [{ prenom: 'x'.repeat(81) }, M.prenomTooLong],
      [{ idUniteDeTravail: 'u9' }, M.uniteNotFound],
      [{ idRisque: 'r9' }, M.risqueNotFound],
      [{ idUniteDeTravail: 'x'.repeat(101) }],
      [{ idUniteDeTravail: 42 }],
      [{ extra: true }],
      [{ texte: 'nul \u0000' }],
    ];
    for (const [extra, message] of cases) {
      const res = await observe(token, extra);
      expect(res.statusCode, JSON.stringify(extra).slice(0, 60)).toBe(400);
      if (message) expect(res.json()).toEqual({ message });
    }
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/api/public/partage/pas-un-jeton/observations',
      payload: {},
    });
    expect(wrongToken.statusCode).toBe(400);
    expect((await observe(token, { texte: 'é'.repeat(2000) })).statusCode).toBe(200);
  }, 60_000);

  it('limits the observations per IP', async () => {
    await withStrictLink({ RATE_LIMIT_MAX_PER_IP: '2' }, async (sendFrom, strict) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await sendFrom('127.0.0.1', await solveCaptcha(strict))).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  }, 60_000);

  it('keeps a link open to a real observation after 10 bogus captchas from one address, and counts failures per IP', async () => {
    await withStrictLink({ RATE_LIMIT_MAX_PER_EMAIL: '10' }, async (sendFrom, strict) => {
      const bogus: number[] = [];
      for (let i = 0; i < 10; i++) {
        bogus.push((await sendFrom('203.0.113.7', `bogus-captcha-${i}`)).statusCode);
      }
      expect(bogus).toEqual(Array(10).fill(400));
      const real = await sendFrom('203.0.113.7', await solveCaptcha(strict));
      expect(real.statusCode).toBe(200);
      expect((await sendFrom('203.0.113.7', 'bogus-captcha-11')).statusCode).toBe(429);
      expect((await sendFrom('198.51.100.2', await solveCaptcha(strict))).statusCode).toBe(200);
    });
  }, 60_000);

  it('counts only accepted observations against the link', async () => {
    await withStrictLink({ OBSERVATIONS_MAX_PER_LINK: '2' }, async (sendFrom, strict) => {
      const statuses: number[] = [];
      for (const captcha of ['bogus-1', 'bogus-2', 'bogus-3', null, null, null]) {
        const ip = `192.0.2.${statuses.length + 1}`;
        statuses.push((await sendFrom(ip, captcha ?? (await solveCaptcha(strict)))).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 200, 200, 429]);
    });
  }, 60_000);
});
