import type { Socket } from 'node:net';

const ANSWERS: Record<string, { status: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    message: 'La requête a mis trop de temps à arriver.',
  },
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    message: 'Les en-têtes de la requête sont trop volumineux.',
  },
};
const MALFORMED = { status: '400 Bad Request', message: 'Requête HTTP mal formée.' };

/**
 * The answer to bytes Node's HTTP parser cannot read (a bad request line, bytes past a declared
 * Content-Length, forbidden characters in a header): Fastify's default is an English « Client
 * Error »; the API answers `{message}` in French like everywhere else, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
