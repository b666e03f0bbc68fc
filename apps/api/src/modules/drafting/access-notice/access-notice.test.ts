import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_NOTICE_MESSAGES,
  SHARE_LINK_MESSAGES,
  type CreatedShareLink,
} from '@duerp/domain/access';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { poppler } from '../../../../test/helpers/pdf.js';
import { readQrCode } from '../../../../test/helpers/qr.js';

let t: TestApp;
let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  t = await createTestApp();
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
  await t.close();
});

const FIELDS = {
  lieu: "Bureau d'accueil, bâtiment A",
  personne: 'Claire Martin, gérante',
  horaires: 'Du lundi au vendredi, de 9 h à 12 h',
};

const notice = (auth: { authorization: string }, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/duerp/${id}/access-notice`, headers: auth, payload });

/** pdftotext -raw joins the lines a paragraph wraps into with spaces: compare on words. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('access notice', () => {
  it('is a one-page A4 PDF with the company, where, who and when, who may consult it (R4121-4) and the 40-year conservation', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const res = await notice(owner.auth, doc.id, FIELDS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Affichage_acces_DUERP.pdf');
    const info = await pdfs.info(res.rawPayload);
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toContain('595.28 x 841.89');
    const [page] = await pdfs.pages(res.rawPayload, '-raw');
    const text = words(page ?? '');
    for (const expected of [
      "Modalités d'accès au document unique d'évaluation des risques professionnels",
      'Boulangerie Martin',
      'SIRET 732 829 320 00074',
      FIELDS.lieu,
      FIELDS.personne,
      FIELDS.horaires,
      'article R4121-4 du Code du travail',
      'des travailleurs et des anciens travailleurs',
      'des membres de la délégation du personnel du comité social et économique',
      "des agents de l'inspection du travail",
      'quarante ans à compter de son élaboration',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Consultation en ligne');
    expect(await readQrCode(res.rawPayload)).toBeNull();
  });

  it("prints a live share link's QR code, and refuses a link that is not this document's", async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/share-links`,
        headers: owner.auth,
        payload: { label: 'Salariés' },
      })
    ).json<CreatedShareLink>();
    const withLink = await notice(owner.auth, doc.id, { ...FIELDS, shareLinkToken: token });
    expect(withLink.statusCode).toBe(200);
    const [page] = await pdfs.pages(withLink.rawPayload, '-raw');
    expect(words(page ?? '')).toContain('Consultation en ligne');
    expect(await readQrCode(withLink.rawPayload)).toBe(`http://localhost:3000/partage/${token}`);

    const other = await completeDocument(t, owner.auth);
    const wrong = await notice(owner.auth, other.id, { ...FIELDS, shareLinkToken: token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SHARE_LINK_MESSAGES.linkUnavailable });
  }, 60_000);

  it('requires the place, the person and the hours, in French', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const res = await notice(owner.auth, doc.id, { ...FIELDS, lieu: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(ACCESS_NOTICE_MESSAGES.lieuRequired);
  });

  it("answers 404 for another user's document", async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const other = await createAccount(t);
    expect((await notice(other.auth, doc.id, FIELDS)).statusCode).toBe(404);
  });
});
