import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are secrets: a share link's token (web page /partage/{token} and its API) and
 * a version's verification code (web page /verifier/{code}, the QR code's address, and its API
 * /api/public/verifier/code/{code}), which proves the holder has the PDF.
 */
const SECRET_PATH_SEGMENTS = [
  /(\/partage\/)[^/?]+/,
  /^(\/verifier\/)[^/?]+/,
  /(\/api\/public\/verifier\/code\/)[^/?]+/,
];

/**
 * Query strings carry secrets (reset-link tokens, portal tokens, e-mail addresses), and so do the
 * paths above: logs keep the path without the secret, and the parameter names only.
 */
export function redactUrl(url: string): string {
  for (const segment of SECRET_PATH_SEGMENTS) url = url.replace(segment, '$1…');
  const index = url.indexOf('?');
  if (index === -1) return url;
  const names = url
    .slice(index + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${url.slice(0, index)}?${names.join('&')}`;
}

/** What a request log line holds: never headers (bearer tokens) nor bodies (passwords). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
