import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Photo } from '@duerp/domain';
import { createAccount, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { completeDocument } from '../../../test/helpers/duerp.js';
import { jpegWithGps, photosUrl, upload } from '../../../test/helpers/photos.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onR1 = { idUniteDeTravail: 'u1', idRisque: 'r1' };

async function ownerWithDocument() {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  return { owner, doc };
}

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

    const list = await t.app.inject({ method: 'GET', url: photosUrl(doc.id), headers: owner.auth });
    expect(list.json()).toEqual({ photos: [photo] });

    const bytes = await t.app.inject({
      method: 'GET',
      url: photosUrl(doc.id, `/${photo.id}`),
      headers: owner.auth,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(bytes.rawPayload.length).toBe(photo.byteSize);
    expect(bytes.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.rawPayload.includes(Buffer.from('TelephoneEspion'))).toBe(false);
    const stored = await sharp(bytes.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);

    const thumb = await t.app.inject({
      method: 'GET',
      url: photosUrl(doc.id, `/${photo.id}?taille=miniature`),
      headers: owner.auth,
    });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['jpeg', 320, 240]);
    expect(thumbMeta.exif).toBeUndefined();
  });
});
