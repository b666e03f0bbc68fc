/** The limits on photos (per item, the espace's quota, the body size) and their OpenAPI description. */
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PHOTOS_PER_ITEM_MAX } from '@duerp/domain/photos';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import {
  addPhoto,
  image,
  ownerWithDocument,
  photosUrl,
  upload,
  ON_R1,
  photoRequests,
} from '../../../../test/helpers/photos.js';
import { setPhotoQuota } from '../../identity/espaces/index.js';

const t = useTestApp();

const { listOf } = photoRequests(t);

describe('limits', () => {
  it(`takes ${PHOTOS_PER_ITEM_MAX} photos per risk, then refuses with the figure`, async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const jpeg = await image(32, 24);
    const results = [];
    // Sent together: the count is checked under a lock, so that none slips past it.
    for (let batch = 0; batch < 3; batch += 1) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () => upload(t, owner.auth, doc.id, ON_R1, jpeg)),
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
    expect((await upload(t, owner.auth, doc.id, ON_R1, jpeg)).statusCode).toBe(201);
  });

  it('refuses a photo past the espace’s quota with a 413 naming it, the admin’s figure included', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const first = await addPhoto(t, owner.auth, doc.id, ON_R1, await image(800, 600));
    await setPhotoQuota(t.app.deps.db, owner.espaceId, first.byteSize + 100);
    const res = await upload(
      t,
      owner.auth,
      doc.id,
      ON_R1,
      await image(800, 600, 'jpeg', '#00ff00'),
    );
    expect(res.statusCode).toBe(413);
    const mo = ((first.byteSize + 100) / 1024 / 1024).toLocaleString('fr-FR', {
      maximumFractionDigits: 1,
    });
    expect(res.json()).toEqual({ message: `Quota de photos atteint : ${mo} Mo par espace.` });
    await setPhotoQuota(t.app.deps.db, owner.espaceId, null);
    expect(PHOTO_MESSAGES.quota(500 * 1024 * 1024)).toBe(
      'Quota de photos atteint : 500 Mo par espace.',
    );
    expect((await upload(t, owner.auth, doc.id, ON_R1, await image(80, 60))).statusCode).toBe(201);
  });

  it('refuses a body over 10 MB with a 413 naming the figure', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await upload(t, owner.auth, doc.id, ON_R1, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Une photo ne peut dépasser 10 Mo.' });
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
