import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Bytes Node's HTTP parser cannot read get a French `{message}`, and the server keeps serving. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes and returns everything the server wrote before closing. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(bytes);
  });
}

const lastAnswer = (text: string) => {
  const at = text.lastIndexOf('HTTP/1.1 ');
  const answer = text.slice(at);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split('\r\n')[0], head, body };
};

describe('malformed HTTP', () => {
  it.each([
    [
      'bytes past the declared Content-Length',
      'POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}\u0001\u0002 garbage\r\n\r\n',
    ],
    ['a request line that is not HTTP', '\u0000\u0001GET / HTTQ/9\r\n\r\n'],
    [
      'a control character in a header',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    ],
  ])('answers %s with 400 and a French message', async (_, bytes) => {
    const answer = lastAnswer(await raw(bytes));
    expect(answer.status).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.head).toContain('Content-Type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ message: 'Requête HTTP mal formée.' });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('answers headers too large with 431 and a French message', async () => {
    const answer = lastAnswer(
      await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Les en-têtes de la requête sont trop volumineux.',
    });
  });
});
