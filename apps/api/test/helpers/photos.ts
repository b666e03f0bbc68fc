import sharp from 'sharp';
import type { Photo, PhotoList } from '@duerp/domain/photos';
import { completeDocument } from './duerp.js';
import { createAccount, type TestApp } from './test-app.js';

type Headers = Record<string, string>;

/** A plain image of that size and type, its pixels a little varied so that it compresses like one. */
export async function image(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  colour = '#c04020',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  return base[format]().toBuffer();
}

/** A JPEG as a phone writes it: camera make and GPS position in its EXIF. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2060a0' } })
    .withExif({
      IFD0: { Make: 'TelephoneEspion', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

export const photosUrl = (docId: string, rest = '') => `/api/duerp/${docId}/photos${rest}`;

/** Uploads `bytes` as `type` onto the item the query names. */
export function upload(
  t: TestApp,
  headers: Headers,
  docId: string,
  query: Record<string, string>,
  bytes: Buffer | string,
  type = 'image/jpeg',
) {
  return t.app.inject({
    method: 'POST',
    url: `${photosUrl(docId)}?${new URLSearchParams(query).toString()}`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });
}

/** Uploads a photo that must be accepted, and returns it. */
export async function addPhoto(
  t: TestApp,
  headers: Headers,
  docId: string,
  query: Record<string, string> = { idUniteDeTravail: 'u1', idRisque: 'r1' },
  bytes?: Buffer,
  type = 'image/jpeg',
): Promise<Photo> {
  const res = await upload(t, headers, docId, query, bytes ?? (await image(320, 240)), type);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<Photo>();
}

/** A VIP owner (full access) and a document ready to be validated (completeDocument). */
export async function ownerWithDocument(t: TestApp) {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  return { owner, doc };
}

/** The photos a list route answers. */
export const listPhotos = async (t: TestApp, headers: Record<string, string>, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers })).json<PhotoList>().photos;

/** Risk r1 of unit u1 (completeDocument's), where most photo tests put theirs. */
export const ON_R1 = { idUniteDeTravail: 'u1', idRisque: 'r1' };

/** A GET as someone, and the photos listed at a URL, on the file's app. */
export function photoRequests(t: TestApp) {
  return {
    get: (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers }),
    listOf: (headers: Headers, url: string) => listPhotos(t, headers, url),
  };
}
