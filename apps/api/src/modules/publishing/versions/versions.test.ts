import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  createDuerp,
  evaluation,
  generate,
  VALID_ENTREPRISE,
} from '../../../../test/helpers/duerp.js';
import { duerpVersions } from '../../../db/schema/index.js';

const t = useTestApp();

const dir = mkdtempSync(join(tmpdir(), 'duerp-versions-'));
function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('POST /api/duerp/{id}/generate', () => {
  it('refuses an incomplete document with the list of problems', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await generate(t, owner.auth, doc.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Ce DUERP ne peut pas encore être validé : Les informations de l'entreprise sont incomplètes\. Aucune unité de travail n'a été ajoutée\.$/,
    );
  });
  it('stores an immutable numbered version with its snapshot hash and resets the pending flag', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    expect(doc.hasBeenModifiedSinceLastGeneration).toBe(true);
    const first = await generate(t, owner.auth, doc.id, 'Première évaluation');
    expect(first.statusCode).toBe(200);
    const { id } = first.json<{ id: string }>();
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.hasBeenModifiedSinceLastGeneration).toBe(false);
    expect(after.paymentStatus_Derivated).toBe('PAYMENT_NEEDED');
    expect(after.versions).toMatchObject([
      { id, versionNumber: 1, notesDeVersion: 'Première évaluation' },
    ]);
    const second = await generate(t, owner.auth, doc.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/list`,
      headers: owner.auth,
    });
    expect(list.json<VersionSummary[]>().map((v) => [v.id, v.versionNumber])).toEqual([
      [id, 1],
      [second.json().id, 2],
    ]);
    const [stored] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, id));
    expect(stored!.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it('refuses bad display options', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/generate`,
      headers: owner.auth,
      payload: {
        notesDeVersion: '',
        displayOptions: { sortBy: 'nom', shouldGroupByUnite: true, shouldGroupByCategorie: true },
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('downloads', () => {
  it('serves the demo PDF to the owner, the same after later edits', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const url = `/api/duerp/${doc.id}/versions/${id}/downloaddemo`;
    const before = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toBe('attachment; filename="DUERP_v1_demo.pdf"');
    expect(before.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-risque`,
      headers: owner.auth,
      payload: { ...evaluation('r1', 'c1', 4, 4, 4), displayName: 'Risque modifié après coup' },
    });
    const after = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(pdfText(after.rawPayload, 'after.pdf')).toBe(pdfText(before.rawPayload, 'before.pdf'));
    expect(pdfText(after.rawPayload, 'after.pdf')).not.toContain(
      'après coup'.split('').reverse().join(''),
    );
  });
  it("serves a cached PDF without reading the version's snapshot", async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const url = `/api/duerp/${doc.id}/versions/${id}/downloaddemo`;
    const first = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(first.statusCode).toBe(200);
    // The snapshot column out of reach: any query naming it fails.
    const moveSnapshot = (from: string, to: string) =>
      t.app.deps.db.execute(sql.raw(`ALTER TABLE duerp_versions RENAME COLUMN ${from} TO ${to}`));
    await moveSnapshot('data_snapshot', 'data_snapshot_hidden');
    try {
      const cached = await t.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(cached.statusCode).toBe(200);
      expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/list`,
        headers: owner.auth,
      });
      expect(list.statusCode).toBe(200);
    } finally {
      await moveSnapshot('data_snapshot_hidden', 'data_snapshot');
    }
  });
  it('refuses the full PDF without access (403) and serves it to a VIP', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/${id}/download`,
      headers: owner.auth,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/démonstration/);
    const vip = await createAccount(t, { isVip: true });
    const vipDoc = await completeDocument(t, vip.auth);
    const vipVersion = (await generate(t, vip.auth, vipDoc.id)).json<{ id: string }>().id;
    const full = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${vipDoc.id}/versions/${vipVersion}/download`,
      headers: vip.auth,
    });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-disposition']).toBe('attachment; filename="DUERP_v1.pdf"');
    const text = pdfText(full.rawPayload, 'full.pdf');
    expect(text).toContain('Risque r1');
    expect(text).not.toContain('DÉMONSTRATION');
  });
  it("answers 404 for another user's version or a version of another document, 400 for bad ids", async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const other = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const intruder = await createAccount(t);
    for (const url of [
      `/api/duerp/${doc.id}/versions/${id}/downloaddemo`,
      `/api/duerp/${doc.id}/versions/list`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: intruder.auth })).statusCode).toBe(
        404,
      );
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/duerp/${doc.id}/generate`,
          headers: intruder.auth,
          payload: {
            notesDeVersion: '',
            displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${other.id}/versions/${id}/downloaddemo`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/duerp/${doc.id}/versions/pas-un-uuid/download`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the R4121-1-1 annex (issue 24)', () => {
  const download = (auth: { authorization: string }, id: string, versionId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/duerp/${id}/versions/${versionId}/download`,
      headers: auth,
    });

  it('is in every version generated from now on, even with no pénibilité entered; an older version prints as it did', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, nombreEmployes: 60 },
    });
    const older = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    // What migration 0012 leaves to the versions generated before it.
    await t.app.deps.db
      .update(duerpVersions)
      .set({ pdfEdition: 2 })
      .where(eq(duerpVersions.id, older));
    const current = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;

    const text = pdfText((await download(owner.auth, doc.id, current)).rawPayload, 'annex.pdf');
    expect(text).toContain('Annexe — Facteurs de risques professionnels (article R4121-1-1)');
    expect(text).toContain("Aucune exposition au-delà des seuils n'a été déclarée.");
    const old = pdfText((await download(owner.auth, doc.id, older)).rawPayload, 'older.pdf');
    expect(old).toContain('Historique des versions');
    expect(old).not.toContain('Annexe — Facteurs');
  });
});
