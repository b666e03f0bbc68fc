import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, type Photo } from '@duerp/domain/photos';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { image, photosUrl } from '../../../../test/helpers/photos.js';
import { probeWhile } from '../../../../test/helpers/process-probe.js';

/** Uploads through a real socket: what inject cannot show (chunks, lies, a server busy reading). */
let t: TestApp;
let base: URL;
let auth: Record<string, string>;
let docId: string;
beforeAll(async () => {
  t = await createTestApp();
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const owner = await createAccount(t, { isVip: true });
  auth = owner.auth;
  docId = (await completeDocument(t, owner.auth)).id;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const path = () => `${photosUrl(docId)}?idUniteDeTravail=u1&idRisque=r1`;

/**
 * Streams `total` bytes in 64 kB chunks (chunked encoding unless `contentLength` is given), one
 * chunk every `pauseMs`, and stops sending once the answer has come: its status, body, and how
 * many bytes had been sent by then.
 */
function streamUpload(total: number, options: { contentLength?: number; pauseMs?: number } = {}) {
  return new Promise<{ status: number; body: string; sentBeforeAnswer: number }>(
    (resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(new URL(path(), base), {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'image/jpeg',
          ...(options.contentLength !== undefined
            ? { 'content-length': String(options.contentLength) }
            : {}),
        },
      });
      req.on('response', (res) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body, sentBeforeAnswer });
          req.destroy();
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      chunk[0] = 0xff;
      chunk[1] = 0xd8;
      const pump = () => {
        if (answered || sent >= total) {
          if (!answered) req.end();
          return;
        }
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        req.write(part, () => setTimeout(pump, options.pauseMs ?? 0));
      };
      pump();
    },
  );
}

/** The request line and headers of an upload declaring `length` bytes. */
const head = (length: number) =>
  `POST ${path()} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth.authorization}\r\n` +
  `Content-Type: image/jpeg\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

/** Writes raw bytes on a socket and returns everything the server answered until it closed. */
function exchange(headers: string, body?: Buffer) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    const text = () => Buffer.concat(chunks).toString('utf8');
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => resolve(text()));
    socket.on('error', (error) => (chunks.length > 0 ? resolve(text()) : reject(error)));
    socket.write(headers);
    if (body) socket.write(body);
  });
}

describe('an upload read as a stream', () => {
  it('refuses a chunked body as soon as it passes 10 MB, without waiting for the rest', async () => {
    const res = await streamUpload(40 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: PHOTO_MESSAGES.tooLarge(10 * MB) });
    expect(res.body).toContain('10 Mo');
    expect(res.sentBeforeAnswer).toBeLessThan(20 * MB);
  });

  it('refuses a Content-Length over 10 MB before reading the body', async () => {
    const answer = await exchange(head(11 * MB));
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(JSON.stringify({ message: PHOTO_MESSAGES.tooLarge(10 * MB) }));
  });

  it('reads no more than a Content-Length says: a body cut short there is an incomplete image', async () => {
    const jpeg = await image(400, 300);
    const answer = await exchange(head(200), jpeg.subarray(0, 200));
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain(JSON.stringify({ message: PHOTO_MESSAGES.unreadable }));
    // Bytes past the declared length are not part of the body: Node reads them as a next request
    // and refuses it (400), never a 500.
    const lying = await exchange(head(200), jpeg);
    expect(lying).toMatch(/^HTTP\/1\.1 400/);
  });

  it('keeps /api/health fast while three 10 MB uploads stream in', async () => {
    const health = async () => {
      const res = await fetch(new URL('/api/health', base));
      await res.text();
    };
    const { result, probeMaxMs } = await probeWhile(
      () => Promise.all([0, 1, 2].map(() => streamUpload(10 * MB, { pauseMs: 2 }))),
      health,
    );
    // Three bodies of 0xff bytes: read whole, then refused as images.
    expect(result.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(probeMaxMs).toBeLessThan(1000);
    console.info(`/api/health pendant trois envois de 10 Mo : ${probeMaxMs.toFixed(0)} ms au plus`);
  });

  it('still takes a real photo afterwards, on the same server', async () => {
    const res = await fetch(new URL(path(), base), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await image(640, 480)),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Photo).width).toBe(640);
  });
});
