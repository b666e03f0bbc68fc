import type { FastifyRequest } from 'fastify';

/** A share link's token is a path segment (web page /partage/{token} and its API). */
const SECRET_PATH_SEGMENT = /(\/partage\/)[^/?]+/;

/**
 * Query strings carry secrets (reset-link tokens, portal tokens, e-mail addresses), and so does a
 * share link's path: logs keep the path without the token, and the parameter names only.
 */
export function redactUrl(url: string): string {
  url = url.replace(SECRET_PATH_SEGMENT, '$1…');
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
