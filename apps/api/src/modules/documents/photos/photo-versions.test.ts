/** The photos of versions: kept with their bytes, left out when their risk went, shown through a share link. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Photo, PhotoList } from '@duerp/domain/photos';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { generate } from '../../../../test/helpers/duerp.js';
import {
  addPhoto,
  jpegWithGps,
  ownerWithDocument,
  photosUrl,
  ON_R1,
  photoRequests,
} from '../../../../test/helpers/photos.js';
import { photos } from '../../../db/schema/index.js';
import { purgeExpiredData } from '../../platform/retention/index.js';
import { listVersionPhotosWithBytes } from './index.js';

const t = useTestApp();

const { get, listOf } = photoRequests(t);

describe('photos of versions', () => {
  async function documentWithVersion() {
    const { owner, doc } = await ownerWithDocument(t);
    const kept = await addPhoto(t, owner.auth, doc.id, ON_R1, await jpegWithGps(300, 200));
    const second = await addPhoto(t, owner.auth, doc.id, {
      idUniteDeTravail: 'u1',
      idRisque: 'r2',
    });
    const version = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    return { owner, doc, kept, second, version };
  }
  const versionUrl = (doc: DuerpDocument, version: string, rest = '') =>
    `/api/duerp/${doc.id}/versions/${version}/photos${rest}`;

  it('keeps a version’s photos, bytes and all, when the draft’s are deleted', async () => {
    const { owner, doc, kept, second, version } = await documentWithVersion();
    expect(await listOf(owner.auth, versionUrl(doc, version))).toEqual([kept, second]);
    const before = (await get(owner.auth, versionUrl(doc, version, `/${kept.id}`))).rawPayload;
    // A caption changed in the draft does not reach the version.
    const recaptioned = await t.app.inject({
      method: 'PATCH',
      url: photosUrl(doc.id, `/${kept.id}`),
      headers: owner.auth,
      payload: { legende: 'Changée après la version' },
    });
    expect(recaptioned.json<Photo>().legende).toBe('Changée après la version');

    for (const photo of [kept, second]) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: photosUrl(doc.id, `/${photo.id}`),
        headers: owner.auth,
      });
      expect(del.statusCode).toBe(204);
    }
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([]);
    expect((await get(owner.auth, photosUrl(doc.id, `/${kept.id}`))).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: photosUrl(doc.id, `/${kept.id}`),
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(await listOf(owner.auth, versionUrl(doc, version))).toEqual([kept, second]);
    const after = await get(owner.auth, versionUrl(doc, version, `/${kept.id}`));
    expect(after.rawPayload.equals(before)).toBe(true);
    const thumb = await get(owner.auth, versionUrl(doc, version, `/${kept.id}?taille=miniature`));
    expect(thumb.headers['content-type']).toBe('image/jpeg');

    // A newer version has none of them; the first still has both.
    const v2 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    expect(await listOf(owner.auth, versionUrl(doc, v2))).toEqual([]);
    expect((await get(owner.auth, versionUrl(doc, v2, `/${kept.id}`))).statusCode).toBe(404);
    expect(await listOf(owner.auth, versionUrl(doc, version))).toHaveLength(2);
  });

  it('leaves out of a version the photos of a risk deleted before it, and deletes unreferenced rows', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const onR2 = await addPhoto(t, owner.auth, doc.id, { idUniteDeTravail: 'u1', idRisque: 'r2' });
    const gone = await addPhoto(t, owner.auth, doc.id);
    await t.app.inject({
      method: 'DELETE',
      url: photosUrl(doc.id, `/${gone.id}`),
      headers: owner.auth,
    });
    const current = (await get(owner.auth, `/api/duerp/${doc.id}`)).json<DuerpDocument>();
    const unite = current.data.unitesDeTravail[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-list-risques`,
      headers: owner.auth,
      payload: {
        idUniteDeTravail: 'u1',
        categorieDeRisques: unite.categorieDeRisques.filter((c) => c.idCategorie !== 'c2'),
        risques: unite.risques.filter((r) => r.idRisque !== 'r2'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await addPhoto(t, owner.auth, doc.id);
    const generated = await generate(t, owner.auth, doc.id);
    expect(generated.statusCode, generated.body).toBe(200);
    const version = generated.json<{ id: string }>().id;
    const inVersion = await listOf(owner.auth, versionUrl(doc, version));
    expect(inVersion.map((p) => p.idRisque)).toEqual(['r1']);
    expect(inVersion.map((p) => p.id)).not.toContain(onR2.id);
    // The photo deleted before any version held it is gone from the table.
    const rows = await t.app.deps.db.select().from(photos).where(eq(photos.id, gone.id));
    expect(rows).toEqual([]);
  });

  it('keeps, past the retention purge, the photos of a deleted document that a version holds', async () => {
    const { owner, doc, kept, version } = await documentWithVersion();
    const draftOnly = await addPhoto(t, owner.auth, doc.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(200);
    const report = await purgeExpiredData(t.app.deps);
    expect(report.unreferencedPhotos).toBeGreaterThanOrEqual(1);
    const ids = (await t.app.deps.db.select({ id: photos.id }).from(photos)).map((r) => r.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(draftOnly.id);
    const rows = await listVersionPhotosWithBytes(t.app.deps.db, version);
    expect(rows.map((r) => [r.id, r.mimeType, r.data.length])).toEqual([
      [kept.id, 'image/jpeg', kept.byteSize],
      [expect.any(String), 'image/jpeg', expect.any(Number)],
    ]);
  });

  it('refuses a version of another document, and a photo of another version', async () => {
    const { owner, doc, kept, version } = await documentWithVersion();
    const other = await documentWithVersion();
    const cross = await get(owner.auth, versionUrl(doc, other.version));
    expect(cross.statusCode).toBe(404);
    const foreignPhoto = await get(owner.auth, versionUrl(doc, version, `/${other.kept.id}`));
    expect(foreignPhoto.statusCode).toBe(404);
    expect((await get(other.owner.auth, versionUrl(doc, version))).statusCode).toBe(404);
    expect((await get(owner.auth, versionUrl(doc, version, `/${kept.id}`))).statusCode).toBe(200);
  });

  it('shows through a share link the photos of the version it shows, and nothing else', async () => {
    const { owner, doc, kept, second, version } = await documentWithVersion();
    const draftOnly = await addPhoto(t, owner.auth, doc.id);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/share-links`,
      headers: owner.auth,
      payload: { label: 'CSE' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const token = link.json<{ token: string }>().token;
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/photos`,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<PhotoList>().photos).toEqual([kept, second]);
    const bytes = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/photos/${kept.id}?taille=miniature`,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['x-robots-tag']).toBe('noindex, nofollow');
    const notShared = await t.app.inject({
      method: 'GET',
      url: `/api/public/partage/${token}/photos/${draftOnly.id}`,
    });
    expect(notShared.statusCode).toBe(404);
    expect(version).toBeTruthy();

    // Revoked: nothing any more.
    const links = await get(owner.auth, `/api/duerp/${doc.id}/share-links`);
    const linkId = links.json<{ id: string }[]>()[0]!.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/share-links/${linkId}/revoke`,
      headers: owner.auth,
    });
    for (const url of [
      `/api/public/partage/${token}/photos`,
      `/api/public/partage/${token}/photos/${kept.id}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
