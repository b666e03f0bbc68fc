import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  PHOTO_MESSAGES,
  PHOTOS_PER_ITEM_MAX,
  type DuerpDocument,
  type Photo,
  type PhotoList,
} from '@duerp/domain';
import { createAccount, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../test/helpers/espaces.js';
import { addPhoto, image, jpegWithGps, photosUrl, upload } from '../../../test/helpers/photos.js';
import { photos } from '../../db/schema/index.js';
import { purgeExpiredData } from '../retention/index.js';
import { listVersionPhotosWithBytes, setPhotoQuota } from './index.js';
import { MAX_INPUT_PIXELS } from './image.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onR1 = { idUniteDeTravail: 'u1', idRisque: 'r1' };
type Headers = Record<string, string>;

async function ownerWithDocument() {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  return { owner, doc };
}

const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const listOf = async (headers: Headers, url: string) =>
  (await get(headers, url)).json<PhotoList>().photos;

describe('photos of a draft', () => {
  it('stores an uploaded JPEG without its EXIF and GPS, lists it, serves it and its thumbnail', async () => {
    const { owner, doc } = await ownerWithDocument();
    const original = await jpegWithGps(2400, 1800);
    expect(original.includes(Buffer.from('TelephoneEspion'))).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(t, owner.auth, doc.id, { ...onR1, legende: 'Sol mouillé' }, original);
    expect(res.statusCode).toBe(201);
    const photo = res.json<Photo>();
    expect(photo).toMatchObject({
      idUniteDeTravail: 'u1',
      idRisque: 'r1',
      idAction: null,
      legende: 'Sol mouillé',
      mimeType: 'image/jpeg',
      width: 1600,
      height: 1200,
    });
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([photo]);

    const bytes = await get(owner.auth, photosUrl(doc.id, `/${photo.id}`));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(bytes.rawPayload.length).toBe(photo.byteSize);
    expect(bytes.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.rawPayload.includes(Buffer.from('TelephoneEspion'))).toBe(false);
    const stored = await sharp(bytes.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);

    const thumb = await get(owner.auth, photosUrl(doc.id, `/${photo.id}?taille=miniature`));
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['jpeg', 320, 240]);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('keeps a PNG as PNG, turns a WebP into JPEG, and takes a photo on an action', async () => {
    const { owner, doc } = await ownerWithDocument();
    const png = await addPhoto(
      t,
      owner.auth,
      doc.id,
      onR1,
      await image(200, 100, 'png'),
      'image/png',
    );
    expect(png).toMatchObject({ mimeType: 'image/png', width: 200, height: 100 });
    const res = await upload(
      t,
      owner.auth,
      doc.id,
      onR1,
      await image(90, 60, 'webp'),
      'image/webp',
    );
    expect(res.json<Photo>()).toMatchObject({ mimeType: 'image/jpeg', width: 90, height: 60 });

    const action = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
      headers: owner.auth,
      payload: {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis antidérapant',
        responsable: 'Chef d’atelier',
        budget: '',
        date: '2030-01-15',
        statut: 'À planifier',
      },
    });
    expect(action.statusCode, action.body).toBe(200);
    const idAction =
      action.json<DuerpDocument>().data.unitesDeTravail[0]!.papripactActionsPreventives[0]!
        .idAction;
    const onAction = await addPhoto(t, owner.auth, doc.id, { idUniteDeTravail: 'u1', idAction });
    expect(onAction).toMatchObject({ idRisque: null, idAction });
  });

  it('refuses what is not a whole JPEG, PNG or WebP image of the type it says, with a French 400', async () => {
    const { owner, doc } = await ownerWithDocument();
    const png = await image(40, 30, 'png');
    const jpeg = await image(400, 300);
    const cases: [string, Buffer | string, string, string][] = [
      ['a PNG sent as JPEG', png, 'image/jpeg', PHOTO_MESSAGES.typeMismatch('PNG', 'JPEG')],
      ['a text file', 'Bonjour, ceci est un texte.', 'image/jpeg', PHOTO_MESSAGES.badType],
      ['a text content type', 'Bonjour', 'text/plain', PHOTO_MESSAGES.badType],
      [
        'an SVG',
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'image/svg+xml',
        PHOTO_MESSAGES.badType,
      ],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
        'image/jpeg',
        PHOTO_MESSAGES.badType,
      ],
      [
        'a truncated JPEG',
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        'image/jpeg',
        PHOTO_MESSAGES.unreadable,
      ],
      [
        'a JPEG header alone',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        'image/jpeg',
        PHOTO_MESSAGES.unreadable,
      ],
      ['an empty body', Buffer.alloc(0), 'image/jpeg', PHOTO_MESSAGES.badType],
    ];
    for (const [label, body, type, message] of cases) {
      const res = await upload(t, owner.auth, doc.id, onR1, body, type);
      expect([label, res.statusCode, res.json()]).toEqual([label, 400, { message }]);
    }
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([]);
  });

  it('refuses a small file declaring a huge image before decoding it, without a jump in memory', async () => {
    const { owner, doc } = await ownerWithDocument();
    // 10,000 × 10,000 of one colour: a few hundred kB of PNG, 300 MB once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await upload(t, owner.auth, doc.id, onR1, bomb, 'image/png');
    const grew = process.memoryUsage().rss - before;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: PHOTO_MESSAGES.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
    });
    expect(grew).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses wrong ids, a missing item, a bad caption, and another espace’s document or photo', async () => {
    const { owner, doc } = await ownerWithDocument();
    const photo = await addPhoto(t, owner.auth, doc.id);
    const jpeg = await image(64, 48);
    const refused = async (query: Record<string, string>, status: number, message?: string) => {
      const res = await upload(t, owner.auth, doc.id, query, jpeg);
      expect([query, res.statusCode]).toEqual([query, status]);
      if (message) expect(res.json()).toEqual({ message });
    };
    await refused({ idUniteDeTravail: 'u1' }, 400, PHOTO_MESSAGES.targetRequired);
    await refused({ ...onR1, idAction: 'a1' }, 400, PHOTO_MESSAGES.targetRequired);
    await refused({ idUniteDeTravail: 'u9', idRisque: 'r1' }, 404, PHOTO_MESSAGES.uniteNotFound);
    await refused({ idUniteDeTravail: 'u1', idRisque: 'r9' }, 404, PHOTO_MESSAGES.risqueNotFound);
    await refused({ idUniteDeTravail: 'u1', idAction: 'a9' }, 404, PHOTO_MESSAGES.actionNotFound);
    await refused({ ...onR1, legende: 'Sol\u0007 mouillé' }, 400, PHOTO_MESSAGES.legendeControl);
    await refused({ ...onR1, legende: 'x'.repeat(301) }, 400, PHOTO_MESSAGES.legendeTooLong(300));
    await refused({ ...onR1, autre: 'x' }, 400);

    const patch = (legende: unknown, id = photo.id, docId = doc.id, headers = owner.auth) =>
      t.app.inject({
        method: 'PATCH',
        url: photosUrl(docId, `/${id}`),
        headers,
        payload: { legende },
      });
    const bad = await patch('Ligne\u0000nulle');
    expect(bad.statusCode).toBe(400);
    expect((await patch('Ligne\u001b[31m rouge')).json()).toEqual({
      message: PHOTO_MESSAGES.legendeControl,
    });
    expect((await patch(42)).json()).toEqual({ message: PHOTO_MESSAGES.legendeInvalid });
    const ok = await patch('  Flaque près du four  ');
    expect(ok.json<Photo>().legende).toBe('Flaque près du four');

    for (const url of [
      photosUrl('pas-un-uuid'),
      photosUrl(doc.id, '/pas-un-uuid'),
      photosUrl(doc.id, `/${photo.id}?taille=geante`),
    ]) {
      const res = await get(owner.auth, url);
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    const unknown = await get(owner.auth, photosUrl(doc.id, `/${crypto.randomUUID()}`));
    expect(unknown.json()).toEqual({ message: PHOTO_MESSAGES.photoNotFound });

    // Another espace: its own document does not reach this photo, this document is 404 to it.
    const stranger = await createAccount(t, { isVip: true });
    const theirs = await completeDocument(t, stranger.auth);
    expect((await get(stranger.auth, photosUrl(theirs.id, `/${photo.id}`))).statusCode).toBe(404);
    expect((await patch('Volé', photo.id, theirs.id, stranger.auth)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: photosUrl(theirs.id, `/${photo.id}`),
      headers: stranger.auth,
    });
    expect(del.statusCode).toBe(404);
    expect((await get(stranger.auth, photosUrl(doc.id))).statusCode).toBe(404);
    expect((await upload(t, stranger.auth, doc.id, onR1, jpeg)).statusCode).toBe(404);
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([
      { ...photo, legende: 'Flaque près du four' },
    ]);
  });

  it('lets a Lecteur see the photos but not add, caption or delete one', async () => {
    const { owner, doc } = await ownerWithDocument();
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    const photo = await addPhoto(t, owner.auth, doc.id);
    const as = inEspace(lecteur, owner.espaceId);
    expect(await listOf(as, photosUrl(doc.id))).toEqual([photo]);
    expect((await get(as, photosUrl(doc.id, `/${photo.id}`))).statusCode).toBe(200);
    expect((await upload(t, as, doc.id, onR1, await image(64, 48))).statusCode).toBe(403);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: photosUrl(doc.id, `/${photo.id}`),
        headers: as,
        ...(method === 'PATCH' ? { payload: { legende: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('limits', () => {
  it(`takes ${PHOTOS_PER_ITEM_MAX} photos per risk, then refuses with the figure`, async () => {
    const { owner, doc } = await ownerWithDocument();
    const jpeg = await image(32, 24);
    const results = [];
    // Sent together: the count is checked under a lock, so that none slips past it.
    for (let batch = 0; batch < 3; batch += 1) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () => upload(t, owner.auth, doc.id, onR1, jpeg)),
        )),
      );
    }
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PHOTOS_PER_ITEM_MAX);
    const refusal = results.find((r) => r.statusCode !== 201)!;
    expect(refusal.statusCode).toBe(400);
    expect(refusal.json()).toEqual({ message: '20 photos au plus par risque.' });
    // Another risk still takes photos; a deleted one frees a place.
    await addPhoto(t, owner.auth, doc.id, { idUniteDeTravail: 'u1', idRisque: 'r2' });
    const [first] = await listOf(owner.auth, photosUrl(doc.id));
    await t.app.inject({
      method: 'DELETE',
      url: photosUrl(doc.id, `/${first!.id}`),
      headers: owner.auth,
    });
    expect((await upload(t, owner.auth, doc.id, onR1, jpeg)).statusCode).toBe(201);
  });

  it('refuses a photo past the espace’s quota with a 413 naming it, the admin’s figure included', async () => {
    const { owner, doc } = await ownerWithDocument();
    const first = await addPhoto(t, owner.auth, doc.id, onR1, await image(800, 600));
    await setPhotoQuota(t.app.deps.db, owner.espaceId, first.byteSize + 100);
    const res = await upload(t, owner.auth, doc.id, onR1, await image(800, 600, 'jpeg', '#00ff00'));
    expect(res.statusCode).toBe(413);
    const mo = ((first.byteSize + 100) / 1024 / 1024).toLocaleString('fr-FR', {
      maximumFractionDigits: 1,
    });
    expect(res.json()).toEqual({ message: `Quota de photos atteint : ${mo} Mo par espace.` });
    await setPhotoQuota(t.app.deps.db, owner.espaceId, null);
    expect(PHOTO_MESSAGES.quota(500 * 1024 * 1024)).toBe(
      'Quota de photos atteint : 500 Mo par espace.',
    );
    expect((await upload(t, owner.auth, doc.id, onR1, await image(80, 60))).statusCode).toBe(201);
  });

  it('refuses a body over 10 MB with a 413 naming the figure', async () => {
    const { owner, doc } = await ownerWithDocument();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await upload(t, owner.auth, doc.id, onR1, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Une photo ne peut dépasser 10 Mo.' });
  });
});

describe('photos of versions', () => {
  async function documentWithVersion() {
    const { owner, doc } = await ownerWithDocument();
    const kept = await addPhoto(t, owner.auth, doc.id, onR1, await jpegWithGps(300, 200));
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
    const { owner, doc } = await ownerWithDocument();
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

describe('the OpenAPI description', () => {
  it('describes the photo routes, the upload as raw image bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const upload = spec.paths['/api/duerp/{id}/photos']!.post!;
    expect(Object.keys((upload.requestBody as { content: object }).content)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const path of [
      '/api/duerp/{id}/photos/{photoId}',
      '/api/duerp/{id}/versions/{versionId}/photos',
      '/api/duerp/{id}/versions/{versionId}/photos/{photoId}',
      '/api/public/partage/{token}/photos',
      '/api/public/partage/{token}/photos/{photoId}',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });
});
