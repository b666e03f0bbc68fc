import type { DuerpPdfInput, PdfRenderJob } from './pdf-context.js';
import { renderPdfInWorker } from './pdf-pool.js';

export interface PdfCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * The rendered PDFs of recent (version, variant) pairs. A version's snapshot never changes, so an
 * entry never goes stale; the cache only bounds memory (least recently used first out) and lets
 * concurrent downloads of the same PDF share one render. What a render needs is loaded only on a
 * miss, once for concurrent downloads: a cached PDF costs no snapshot read.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly limits: PdfCacheLimits,
    private readonly render: (job: PdfRenderJob) => Promise<Buffer> = renderPdfInWorker,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(
    versionId: string,
    variant: DuerpPdfInput['variant'],
    load: () => Promise<PdfRenderJob>,
    /** What else changes the bytes (the public address printed in the verification QR code). */
    keySuffix = '',
  ): Promise<Buffer> {
    const key = `${versionId}:${variant}${keySuffix ? `:${keySuffix}` : ''}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return Promise.resolve(cached);
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = load()
        .then((job) => this.render(job))
        .then(
          (pdf) => {
            this.inFlight.delete(key);
            this.store(key, pdf);
            return pdf;
          },
          (error: unknown) => {
            this.inFlight.delete(key);
            throw error;
          },
        );
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, pdf: Buffer): void {
    if (pdf.byteLength > this.limits.maxBytes) return;
    this.entries.set(key, pdf);
    this.bytes += pdf.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}

/** 32 PDFs or 64 MB, whichever comes first. */
const defaultCache = new PdfCache({ maxEntries: 32, maxBytes: 64 * 1024 * 1024 });

/** The PDF of a version in a variant, rendered in the worker pool once and kept. */
export function renderCachedPdf(
  versionId: string,
  variant: DuerpPdfInput['variant'],
  load: () => Promise<PdfRenderJob>,
  keySuffix = '',
): Promise<Buffer> {
  return defaultCache.get(versionId, variant, load, keySuffix);
}
