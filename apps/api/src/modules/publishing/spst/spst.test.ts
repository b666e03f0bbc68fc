import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@duerp/domain/calendar';
import type { ComplianceReport, SpstSending } from '@duerp/domain/compliance';
import { startTestSmtp } from '../../../../test/helpers/smtp.js';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';
import { image, jpegWithGps } from '../../../../test/helpers/photos.js';
import { poppler } from '../../../../test/helpers/pdf.js';

/** The app that sends through a real SMTP server; `outboxApp` keeps its mails (invitations). */
let t: TestApp;
let outboxApp: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let accepting = true;
const pdf = await poppler();
beforeAll(async () => {
  smtp = await startTestSmtp(() => accepting);
  [t, outboxApp] = await Promise.all([createTestApp({ SMTP_URL: smtp.url }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), outboxApp.close()]);
  await smtp.close();
  await pdf.cleanup();
});

type Auth = { authorization: string };
const settings = (auth: Auth, espaceId: string, payload?: object, on = t) =>
  on.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: `/api/espaces/${espaceId}/spst`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
const send = (auth: Auth, id: string, versionId: string, on = t) =>
  on.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/versions/${versionId}/spst-sendings/email`,
    headers: auth,
    payload: {},
  });
const handed = (auth: Auth, id: string, versionId: string, date: unknown, on = t) =>
  on.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/versions/${versionId}/spst-sendings/main-propre`,
    headers: auth,
    payload: { date },
  });
const findings = async (auth: Auth, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/duerp/${id}/compliance`, headers: auth }))
    .json<ComplianceReport>()
    .findings.map((f) => f.code);

async function documentWithVersion(app = t) {
  const owner = await createAccount(app, { isVip: true });
  const doc = await completeDocument(app, owner.auth);
  const { id: versionId } = (await generate(app, owner.auth, doc.id)).json<{ id: string }>();
  return { owner, doc, versionId };
}

describe('the SPST of an espace', () => {
  it('is kept per espace, edited by a Propriétaire only, and refuses a bad address', async () => {
    const owner = await createAccount(outboxApp);
    const editor = await createAccount(outboxApp);
    await joinEspace(outboxApp, owner, editor, 'editeur');
    expect((await settings(owner.auth, owner.espaceId, undefined, outboxApp)).json()).toEqual({
      nom: '',
      adresse: '',
      email: '',
    });
    const body = {
      nom: '  AST Grand Lyon ',
      adresse: '10 rue de la Santé\n69003 Lyon',
      email: 'dossiers@ast.example',
    };
    const saved = await settings(owner.auth, owner.espaceId, body, outboxApp);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...body, nom: 'AST Grand Lyon' });
    expect(
      (await settings(editor.auth, owner.espaceId, undefined, outboxApp)).json(),
    ).toMatchObject({
      nom: 'AST Grand Lyon',
    });
    expect((await settings(editor.auth, owner.espaceId, body, outboxApp)).statusCode).toBe(403);

    for (const email of ['pas-une-adresse', 'a@b.fr\r\nBcc: x@y.fr', `${'a'.repeat(250)}@b.fr`]) {
      const refused = await settings(owner.auth, owner.espaceId, { ...body, email }, outboxApp);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: "L'adresse e-mail du service n'est pas valide." });
    }
    const long = await settings(
      owner.auth,
      owner.espaceId,
      { ...body, nom: 'x'.repeat(201) },
      outboxApp,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Le nom du service est trop long (200 caractères au plus).');
    expect((await settings(owner.auth, owner.espaceId, undefined, outboxApp)).json()).toMatchObject(
      {
        nom: 'AST Grand Lyon',
      },
    );
  });
});

describe('sending a version to the SPST', () => {
  it('e-mails the PDF with its verification link, records the sending, clears the finding and prints it in the next version', async () => {
    const { owner, doc, versionId } = await documentWithVersion();
    const noAddress = await send(owner.auth, doc.id, versionId);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toMatch(/^Renseignez l'adresse e-mail du service/);
    expect(await findings(owner.auth, doc.id)).toContain('envoi-spst');

    await settings(owner.auth, owner.espaceId, {
      nom: 'AST Lyon',
      adresse: '',
      email: 'dossiers@ast.example',
    });
    const before = smtp.received.length;
    const sent = await send(owner.auth, doc.id, versionId);
    expect(sent.statusCode).toBe(201);
    const sending = sent.json<SpstSending>();
    expect(sending).toMatchObject({
      versionId,
      versionNumber: 1,
      mode: 'email',
      date: parisDay(new Date()),
      recipientName: 'AST Lyon',
      recipientEmail: 'dossiers@ast.example',
      hasReceipt: false,
    });
    expect(sending.versionSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sending.messageId).toMatch(/^<[0-9a-f-]{36}@duerp\.local>$/);

    const mail = smtp.received[before]!;
    expect(mail.to).toEqual(['dossiers@ast.example']);
    expect(mail.raw).toContain(`Message-ID: ${sending.messageId}`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=DUERP_v1\.pdf/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(
      /http:\/\/localhost:3000\/verifier\/[A-Z0-9-]+/,
    );

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/spst-sendings`,
      headers: owner.auth,
    });
    expect(list.json()).toEqual([sending]);
    expect(await findings(owner.auth, doc.id)).not.toContain('envoi-spst');

    const v1Before = await download(owner.auth, doc.id, versionId);
    const { id: v2 } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const v2Pdf = await download(owner.auth, doc.id, v2);
    const text = (await pdf.pages(v2Pdf, '-raw')).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Envois au service de prévention et de santé au travail');
    expect(text).toContain('Envoyé par e-mail à AST Lyon (dossiers@ast.example)');
    expect(text.replace(/\s+/g, '')).toContain(sending.versionSha256);
    // Version 1 printed before the sending prints as it did.
    const v1Text = (await pdf.pages(await download(owner.auth, doc.id, versionId))).join('\n');
    expect(v1Text).toContain('Aucun envoi enregistré avant cette version.');
    expect(await download(owner.auth, doc.id, versionId)).toEqual(v1Before);
  });

  it('answers 502 and records nothing when the mail server refuses', async () => {
    const { owner, doc, versionId } = await documentWithVersion();
    await settings(owner.auth, owner.espaceId, { nom: '', adresse: '', email: 'spst@ast.example' });
    accepting = false;
    const refused = await send(owner.auth, doc.id, versionId).finally(() => (accepting = true));
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/n'a pas pu être envoyé/);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/spst-sendings`,
      headers: owner.auth,
    });
    expect(list.json()).toEqual([]);
  });

  it('records a hand-over with its day and a scanned receipt re-encoded without metadata', async () => {
    const { owner, doc, versionId } = await documentWithVersion();
    for (const [date, message] of [
      ['2026-02-30', "La date de remise n'est pas une date valide."],
      [nextYear(), 'La date de remise ne peut pas être dans le futur.'],
      ['2020-01-01', expect.stringMatching(/^La date de remise ne peut pas précéder la création/)],
      ['\u0000', 'La requête contient un caractère nul, non autorisé.'],
    ] as const) {
      const refused = await handed(owner.auth, doc.id, versionId, date);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    const today = parisDay(new Date());
    const saved = await handed(owner.auth, doc.id, versionId, today);
    expect(saved.statusCode).toBe(201);
    const sending = saved.json<SpstSending>();
    expect(sending).toMatchObject({
      mode: 'main_propre',
      date: today,
      recipientEmail: null,
      messageId: null,
    });
    expect(await findings(owner.auth, doc.id)).not.toContain('envoi-spst');

    const receiptUrl = `/api/duerp/${doc.id}/spst-sendings/${sending.id}/receipt`;
    const put = (payload: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: receiptUrl,
        headers: { ...owner.auth, 'content-type': type },
        payload,
      });
    const fake = await put(Buffer.from('%PDF-1.4 pas une image'), 'image/jpeg');
    expect(fake.statusCode).toBe(400);
    const mismatch = await put(await image(40, 40, 'png'), 'image/jpeg');
    expect(mismatch.statusCode).toBe(400);
    const stored = await put(await jpegWithGps(), 'image/jpeg');
    expect(stored.statusCode).toBe(200);
    expect(stored.json<SpstSending>().hasReceipt).toBe(true);
    const bytes = await t.app.inject({ method: 'GET', url: receiptUrl, headers: owner.auth });
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.includes(Buffer.from('TelephoneEspion'))).toBe(false);
  });

  it('is for Éditeurs: a Lecteur reads the list but neither sends nor records; a stranger gets 404', async () => {
    const { owner, doc, versionId } = await documentWithVersion(outboxApp);
    const reader = await createAccount(outboxApp);
    const stranger = await createAccount(outboxApp);
    await joinEspace(outboxApp, owner, reader, 'lecteur');
    expect(
      (await handed(reader.auth, doc.id, versionId, parisDay(new Date()), outboxApp)).statusCode,
    ).toBe(403);
    expect((await send(reader.auth, doc.id, versionId, outboxApp)).statusCode).toBe(403);
    const list = await outboxApp.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/spst-sendings`,
      headers: reader.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(
      (await handed(stranger.auth, doc.id, versionId, parisDay(new Date()), outboxApp)).statusCode,
    ).toBe(404);
  });
});

async function download(auth: Auth, id: string, versionId: string): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/duerp/${id}/versions/${versionId}/download`,
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const nextYear = () => {
  const today = parisDay(new Date());
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4, 8)}01`;
};
