import { gunzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { duerpVersions } from '../../../db/schema/index.js';
import { findVersionSnapshotForRender } from './versions.repository.js';

const t = useTestApp();

const storedText = async (id: string) =>
  (
    await t.app.deps.db
      .select({ text: sql<string>`${duerpVersions.dataSnapshot}::text` })
      .from(duerpVersions)
      .where(eq(duerpVersions.id, id))
  )[0]!.text;

describe("a version's snapshot as renders read it", () => {
  it('is the gzip of the stored JSON text, byte for byte, for a new version', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const stored = await findVersionSnapshotForRender(t.app.deps.db, id);
    expect(stored).toBeInstanceOf(Uint8Array);
    const text = await storedText(id);
    expect(gunzipSync(stored as Uint8Array).toString('utf8')).toBe(text);
    // Smaller than the text it spares the API's thread (8 times for 4,000 risks; small one here).
    expect((stored as Uint8Array).byteLength).toBeLessThan(text.length / 2);
  });

  it('is the JSON text for a version stored before the gzip copy, exported the same', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const { id } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const sheets = async () => {
      const res = await t.app.inject({
        url: `/api/duerp/${doc.id}/versions/${id}/download-xlsx`,
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const parts = Object.keys(zip.files)
        .filter((name) => name.startsWith('xl/'))
        .sort();
      return Promise.all(parts.map(async (name) => [name, await zip.file(name)!.async('string')]));
    };
    const fromGzip = await sheets();
    // The same version as one stored before migration 0018: without its gzip copy.
    await t.app.deps.db
      .update(duerpVersions)
      .set({ snapshotGzip: null })
      .where(eq(duerpVersions.id, id));
    expect(await findVersionSnapshotForRender(t.app.deps.db, id)).toBe(await storedText(id));
    const fromText = await sheets();
    expect(fromGzip.length).toBeGreaterThan(3);
    expect(fromText).toEqual(fromGzip);
  });
});
