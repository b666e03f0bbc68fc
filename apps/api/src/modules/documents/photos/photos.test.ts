import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_MESSAGES, type Photo } from '@duerp/domain/photos';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';
import {
  addPhoto,
  image,
  jpegWithGps,
  ownerWithDocument,
  photosUrl,
  upload,
  ON_R1,
  photoRequests,
} from '../../../../test/helpers/photos.js';
import { MAX_INPUT_PIXELS } from './image.js';

const t = useTestApp();

const { get, listOf } = photoRequests(t);

describe('photos of a draft', () => {
  it('stores an uploaded JPEG without its EXIF and GPS, lists it, serves it and its thumbnail', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const original = await jpegWithGps(2400, 1800);
    expect(original.includes(Buffer.from('TelephoneEspion'))).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(t, owner.auth, doc.id, { ...ON_R1, legende: 'Sol mouillé' }, original);
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
    const { owner, doc } = await ownerWithDocument(t);
    const png = await addPhoto(
      t,
      owner.auth,
      doc.id,
      ON_R1,
      await image(200, 100, 'png'),
      'image/png',
    );
    expect(png).toMatchObject({ mimeType: 'image/png', width: 200, height: 100 });
    const res = await upload(
      t,
      owner.auth,
      doc.id,
      ON_R1,
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
    const { owner, doc } = await ownerWithDocument(t);
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
      const res = await upload(t, owner.auth, doc.id, ON_R1, body, type);
      expect([label, res.statusCode, res.json()]).toEqual([label, 400, { message }]);
    }
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([]);
  });

  it('refuses a small file declaring a huge image before decoding it, without a jump in memory', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    // 10,000 × 10,000 of one colour: a few hundred kB of PNG, 300 MB once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await upload(t, owner.auth, doc.id, ON_R1, bomb, 'image/png');
    const grew = process.memoryUsage().rss - before;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: PHOTO_MESSAGES.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
    });
    expect(grew).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses wrong ids, a missing item, a bad caption, and another espace’s document or photo', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const photo = await addPhoto(t, owner.auth, doc.id);
    const jpeg = await image(64, 48);
    const refused = async (query: Record<string, string>, status: number, message?: string) => {
      const res = await upload(t, owner.auth, doc.id, query, jpeg);
      expect([query, res.statusCode]).toEqual([query, status]);
      if (message) expect(res.json()).toEqual({ message });
    };
    await refused({ idUniteDeTravail: 'u1' }, 400, PHOTO_MESSAGES.targetRequired);
    await refused({ ...ON_R1, idAction: 'a1' }, 400, PHOTO_MESSAGES.targetRequired);
    await refused({ idUniteDeTravail: 'u9', idRisque: 'r1' }, 404, PHOTO_MESSAGES.uniteNotFound);
    await refused({ idUniteDeTravail: 'u1', idRisque: 'r9' }, 404, PHOTO_MESSAGES.risqueNotFound);
    await refused({ idUniteDeTravail: 'u1', idAction: 'a9' }, 404, PHOTO_MESSAGES.actionNotFound);
    await refused({ ...ON_R1, legende: 'Sol\u0007 mouillé' }, 400, PHOTO_MESSAGES.legendeControl);
    await refused({ ...ON_R1, legende: 'x'.repeat(301) }, 400, PHOTO_MESSAGES.legendeTooLong(300));
    await refused({ ...ON_R1, autre: 'x' }, 400);

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
    expect((await upload(t, stranger.auth, doc.id, ON_R1, jpeg)).statusCode).toBe(404);
    expect(await listOf(owner.auth, photosUrl(doc.id))).toEqual([
      { ...photo, legende: 'Flaque près du four' },
    ]);
  });

  it('lets a Lecteur see the photos but not add, caption or delete one', async () => {
    const { owner, doc } = await ownerWithDocument(t);
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    const photo = await addPhoto(t, owner.auth, doc.id);
    const as = inEspace(lecteur, owner.espaceId);
    expect(await listOf(as, photosUrl(doc.id))).toEqual([photo]);
    expect((await get(as, photosUrl(doc.id, `/${photo.id}`))).statusCode).toBe(200);
    expect((await upload(t, as, doc.id, ON_R1, await image(64, 48))).statusCode).toBe(403);
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
