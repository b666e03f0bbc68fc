import { authorizedFetch, type RequestOptions } from './api-session';

/** A file answered by the API (e.g. a PDF), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file with the same token, refresh and error handling as every other call: GET, or POST of
 * `body` when one is given (a file made from a form, e.g. the access notice).
 */
export async function apiDownload(
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<DownloadedFile> {
  const response = await authorizedFetch(body === undefined ? 'GET' : 'POST', path, body, options);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

/** `attachment; filename="x.pdf"` or RFC 5987 `filename*=UTF-8''x.pdf` → `x.pdf`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}
