import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INVALID_CODE_MESSAGE,
  UNKNOWN_DOCUMENT_MESSAGE,
  type VerificationResult,
} from '@duerp/domain/access';
import { formatDateLong } from '@duerp/domain/calendar';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { poppler } from '../../../../test/helpers/pdf.js';
import { readQrCode } from '../../../../test/helpers/qr.js';
import { duerpVersions } from '../../../db/schema/index.js';

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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function vipVersion(notes = '') {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  const versionId = (await generate(t, owner.auth, doc.id, notes)).json<{ id: string }>().id;
  const download = (variant: 'download' | 'downloaddemo') =>
    t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/${versionId}/${variant}`,
      headers: owner.auth,
    });
  return { owner, doc, versionId, download };
}

const byCode = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/verifier/code/${encodeURIComponent(code)}` });
const byFingerprint = (sha: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/verifier/empreinte', payload: { sha256: sha } });

describe('verifier', () => {
  it('prints a verification code and its verifier link on the full PDF, and the code finds the version', async () => {
    const { versionId, download } = await vipVersion();
    const pdf = (await download('download')).rawPayload;
    const [cover] = await pdfs.pages(pdf);
    const code = /Code de vérification : ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(cover ?? '')?.[1];
    expect(code).toBeDefined();
    expect(cover).toContain('http://localhost:3000/verifier');
    // The QR code, read from the rendered page's pixels, opens the verifier on this code.
    expect(await readQrCode(pdf)).toBe(`http://localhost:3000/verifier/${code!.replace('-', '')}`);
    const [row] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, versionId));
    expect(row?.verificationCode).toBe(code!.replace('-', ''));

    const result = (await byCode(code!.toLowerCase())).json<VerificationResult>();
    expect(result).toEqual({
      isAuthentic: true,
      message: `Document authentique : Boulangerie Martin, version 1, établie le ${formatDateLong(row!.creationTime)}`,
    });
  }, 60_000);

  it('recognises a real generated PDF by its SHA-256, and not the same PDF with one byte changed', async () => {
    const { download } = await vipVersion();
    const pdf = (await download('download')).rawPayload;
    const genuine = (await byFingerprint(sha256(pdf))).json<VerificationResult>();
    expect(genuine.isAuthentic).toBe(true);
    expect(genuine.message).toMatch(
      /^Document authentique : Boulangerie Martin, version 1, établie le /,
    );

    const altered = Buffer.from(pdf);
    const at = Math.floor(altered.length / 2);
    altered[at] = altered[at]! ^ 0x01;
    const result = (await byFingerprint(sha256(altered))).json<VerificationResult>();
    expect(result).toEqual({ isAuthentic: false, message: UNKNOWN_DOCUMENT_MESSAGE });
  }, 60_000);

  it('serves the same bytes on every download of a version', async () => {
    const { download } = await vipVersion();
    const first = (await download('download')).rawPayload;
    const second = (await download('download')).rawPayload;
    expect(sha256(second)).toBe(sha256(first));
  }, 60_000);

  it('does not print a code on the demonstration PDF, whose hash is unknown to the verifier', async () => {
    const { download } = await vipVersion();
    const demo = (await download('downloaddemo')).rawPayload;
    const [cover] = await pdfs.pages(demo);
    expect(cover).not.toContain('Code de vérification');
    const result = (await byFingerprint(sha256(demo))).json<VerificationResult>();
    expect(result.isAuthentic).toBe(false);
  }, 60_000);

  it('still downloads a version made before verification existed, without a code, and learns its hash when served', async () => {
    const { versionId, download } = await vipVersion('avant');
    await t.app.deps.db
      .update(duerpVersions)
      .set({ verificationCode: null })
      .where(eq(duerpVersions.id, versionId));
    const res = await download('download');
    expect(res.statusCode).toBe(200);
    const [cover] = await pdfs.pages(res.rawPayload);
    expect(cover).not.toContain('Code de vérification');
    expect(cover).toContain('Empreinte SHA-256');
    const result = (await byFingerprint(sha256(res.rawPayload))).json<VerificationResult>();
    expect(result.isAuthentic).toBe(true);
  }, 60_000);

  it('answers that no version is known for an unknown code, and 400 for a malformed one', async () => {
    expect((await byCode('ZZZZZ-ZZZZZ')).json()).toEqual({
      isAuthentic: false,
      message: UNKNOWN_DOCUMENT_MESSAGE,
    });
    const bad = await byCode('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: INVALID_CODE_MESSAGE });
    const badSha = await byFingerprint('pas-une-empreinte');
    expect(badSha.statusCode).toBe(400);
  });
});
