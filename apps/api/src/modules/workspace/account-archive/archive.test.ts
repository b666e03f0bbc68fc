import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuerpData } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { addPhoto, image, photosUrl } from '../../../../test/helpers/photos.js';
import {
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
} from '../../../../test/helpers/payment.js';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'duerp-archive-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The ZIP's entries as `unzip -Z1` lists them, and a reader of one entry. */
function unzip(zip: Buffer, name: string) {
  const file = join(dir, `${name}.zip`);
  writeFileSync(file, zip);
  execFileSync('unzip', ['-tq', file]); // fails on a corrupt archive
  const out = join(dir, name);
  execFileSync('unzip', ['-q', '-o', file, '-d', out]);
  return {
    entries: execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n').sort(),
    read: (entry: string) => readFileSync(join(out, entry)),
  };
}

async function versionsOf(auth: Record<string, string>, docId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/duerp/${docId}/versions/list`,
    headers: auth,
  });
  return res.json<{ id: string }[]>().map((v) => v.id);
}

describe("the employer's archive", () => {
  it('holds the full PDF of every version the access allows, the data as JSON, the invoices and a README', async () => {
    const owner = await createAccount(t);
    const paid = await completeDocument(t, owner.auth);
    const paidVersion = (await generate(t, owner.auth, paid.id, 'v1')).json<{ id: string }>().id;
    const unpaid = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, unpaid.id);
    const profile = await createBillingProfile(t, owner.auth);
    const init = await initPayment(t, owner.auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: paid.id,
      billingProfileId: profile.id,
    });
    await payOnTestCheckout(t, init.json<{ checkoutUrl: string }>().checkoutUrl);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/archive',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="DUERP_mes_donnees_\d{4}-\d{2}-\d{2}\.zip"/,
    );
    // Streamed: its length is not known before the last byte.
    expect(res.headers['content-length']).toBeUndefined();

    const { entries, read } = unzip(res.rawPayload, 'complete');
    const paidFolder = `Boulangerie Martin (${paid.id.slice(0, 8)})`;
    expect(entries.filter((e) => e.endsWith('.pdf') && !e.startsWith('Factures/'))).toEqual([
      `${paidFolder}/DUERP_v1.pdf`,
    ]);
    expect(entries.filter((e) => e.startsWith('Factures/'))).toHaveLength(1);
    expect(entries).toContain('donnees.json');
    expect(entries).toContain('LISEZMOI.txt');

    // The PDF is the one the download serves, byte for byte.
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${paid.id}/versions/${paidVersion}/download`,
      headers: owner.auth,
    });
    expect(sha256(read(`${paidFolder}/DUERP_v1.pdf`))).toBe(sha256(served.rawPayload));
    const invoice = entries.find((e) => e.startsWith('Factures/'))!;
    expect(read(invoice).subarray(0, 5).toString()).toBe('%PDF-');

    const data = JSON.parse(read('donnees.json').toString()) as {
      compte: { email: string };
      duerps: { id: string; data: DuerpData; versions: { versionNumber: number }[] }[];
      factures: { numero: string }[];
    };
    expect(data.compte.email).toBe(owner.email);
    expect(data.duerps.map((d) => d.id).sort()).toEqual([paid.id, unpaid.id].sort());
    expect(data.duerps[0]?.data.entreprise?.nom).toBe('Boulangerie Martin');
    expect(data.duerps[0]?.versions).toHaveLength(1);
    expect(data.factures).toHaveLength(1);

    const readme = read('LISEZMOI.txt').toString();
    expect(readme).toContain(owner.email);
    expect(readme).toContain('quarante ans');
    expect(readme).toContain('articles L4121-3-1 et R4121-4');
    expect(readme).toContain("Versions dont le PDF complet n'est pas inclus");
    expect(readme).toContain('- Boulangerie Martin, version 1');
  }, 120_000);

  it('holds the photos of each DUERP, those only a version keeps included, listed in donnees.json and the README', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const onR1 = { idUniteDeTravail: 'u1', idRisque: 'r1' };
    const kept = await addPhoto(t, owner.auth, doc.id, { ...onR1, legende: 'Sol / mouillé' });
    const png = await addPhoto(
      t,
      owner.auth,
      doc.id,
      onR1,
      await image(60, 40, 'png'),
      'image/png',
    );
    await generate(t, owner.auth, doc.id);
    await t.app.inject({
      method: 'DELETE',
      url: photosUrl(doc.id, `/${kept.id}`),
      headers: owner.auth,
    });
    const draftOnly = await addPhoto(t, owner.auth, doc.id);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/archive',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const { entries, read } = unzip(res.rawPayload, 'photos');
    const folder = `Boulangerie Martin (${doc.id.slice(0, 8)})`;
    const photoEntries = entries.filter((e) => e.includes('/photos/'));
    expect(photoEntries).toEqual(
      [
        `${folder}/photos/${kept.id.slice(0, 8)} Sol _ mouillé.jpg`,
        `${folder}/photos/${png.id.slice(0, 8)}.png`,
        `${folder}/photos/${draftOnly.id.slice(0, 8)}.jpg`,
      ].sort(),
    );
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/${(await versionsOf(owner.auth, doc.id))[0]}/photos/${kept.id}`,
      headers: owner.auth,
    });
    expect(
      read(`${folder}/photos/${kept.id.slice(0, 8)} Sol _ mouillé.jpg`).equals(served.rawPayload),
    ).toBe(true);
    const data = JSON.parse(read('donnees.json').toString()) as {
      duerps: {
        photos: { id: string; fichier: string; dansLeBrouillon: boolean; versions: number[] }[];
      }[];
    };
    expect(
      data.duerps[0]!.photos.map((p) => [
        p.id,
        p.fichier.startsWith('photos/'),
        p.dansLeBrouillon,
        p.versions,
      ]),
    ).toEqual([
      [kept.id, true, false, [1]],
      [png.id, true, true, [1]],
      [draftOnly.id, true, true, []],
    ]);
    expect(read('LISEZMOI.txt').toString()).toContain(
      'un dossier photos : les photos de ses risques et de ses actions (3 photos)',
    );
  });

  it('is a valid archive for an account without any document', async () => {
    const owner = await createAccount(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/archive',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const { entries, read } = unzip(res.rawPayload, 'empty');
    expect(entries).toEqual(['LISEZMOI.txt', 'donnees.json']);
    expect(JSON.parse(read('donnees.json').toString())).toMatchObject({ duerps: [], factures: [] });
  });

  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/myaccount/archive' });
    expect(res.statusCode).toBe(401);
  });
});
