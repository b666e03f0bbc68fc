import type { DuerpData } from '@duerp/domain/duerp';

/** A unit's JSON text as stored, and its UTF-8 bytes once a response needed them. */
export interface CachedUnit {
  position: number;
  json: string;
  bytes?: Buffer;
}

/** A document's data as last read or written by this process, with its units' stored JSON texts. */
export interface CachedDocument {
  dataEtag: string;
  data: DuerpData;
  units: Map<string, CachedUnit>;
  size: number;
  /** The whole data's JSON as UTF-8 pieces (head, then each unit), built on first need. */
  jsonParts?: Buffer[];
}

/** Bound on the JSON text held: about sixty 40-unit × 25-risk documents. */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;

/**
 * Process-local, least-recently-used: spares re-reading and re-parsing a large document on every
 * call. An entry is only used when its etag is the one the database holds, so a write by another
 * process (or a rolled-back one) is never served; dropping the cache changes nothing but speed.
 * Cached data is shared between requests: it is never mutated (writers work on a copy). Owned by
 * the DocumentStore, which alone reads and fills it.
 */
export class DocumentCache {
  private readonly entries = new Map<string, CachedDocument>();
  private chars = 0;
  private freezing = false;

  /**
   * From now on, data put in the cache is deep-frozen, so that a writer editing shared data in
   * place throws at once instead of corrupting the cache (and making writeData skip the SQL write,
   * the unit being "the same object"). Switched on outside production (buildApp): the cost of a
   * deep freeze per write is for development and tests only.
   */
  freezeCachedData(): void {
    this.freezing = true;
  }

  get(id: string, dataEtag: string): CachedDocument | null {
    const entry = this.entries.get(id);
    if (!entry || entry.dataEtag !== dataEtag) return null;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  set(id: string, entry: CachedDocument): void {
    if (this.freezing) deepFreeze(entry.data);
    this.delete(id);
    entriesByData.set(entry.data, entry);
    if (entry.size > MAX_CACHED_CHARS) return;
    this.entries.set(id, entry);
    this.chars += entry.size;
    for (const [oldest, old] of this.entries) {
      if (this.chars <= MAX_CACHED_CHARS) break;
      this.entries.delete(oldest);
      this.chars -= old.size;
    }
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.chars -= entry.size;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

/** Cached data objects (immutable) to their entry, while anything still holds them. */
const entriesByData = new WeakMap<DuerpData, CachedDocument>();

/**
 * The data's JSON as UTF-8 pieces to concatenate, from the units' stored texts when the data came
 * through the cache: a response then copies each unit's bytes once, encoding none again.
 */
export function dataJsonParts(data: DuerpData): Buffer[] {
  const entry = entriesByData.get(data);
  if (!entry) return [Buffer.from(JSON.stringify(data))];
  if (!entry.jsonParts) {
    const { unitesDeTravail: _units, ...head } = data;
    const headJson = JSON.stringify(head);
    const parts: Buffer[] = [
      Buffer.from(
        headJson === '{}' ? '{"unitesDeTravail":[' : `${headJson.slice(0, -1)},"unitesDeTravail":[`,
      ),
    ];
    for (const unit of entry.units.values()) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push((unit.bytes ??= Buffer.from(unit.json)));
    }
    parts.push(END);
    entry.jsonParts = parts;
  }
  return entry.jsonParts;
}
