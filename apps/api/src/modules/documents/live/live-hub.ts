import { randomUUID } from 'node:crypto';
import type { LivePresent } from '@duerp/domain/live';
import type { Database } from '../../../db/client.js';
import { authorizeOnDocument } from '../../identity/espaces/index.js';
import type { LiveBus, LiveMessage } from './live-bus.js';
import type { PersonNames } from '../../identity/auth/index.js';

/** One open stream: a tab with the document open. */
export interface LiveStream {
  readonly connectionId: string;
  readonly accountId: string;
  readonly names: PersonNames;
  readonly documentId: string;
  readonly espaceId: string;
  /** The session of the access token that opened it (null: a token without one). */
  readonly sessionId: string | null;
  etape: number | null;
  /** When access was last confirmed (ms). */
  checkedAt: number;
  send(event: string, data: unknown): void;
  /** Ends the response; the hub has already forgotten the stream. */
  end(): void;
}

/** A change re-checks the access of a stream confirmed longer ago than this. */
const ACCESS_RECHECK_MS = 5_000;
/** Another instance's presence is forgotten if it stops refreshing it (it crashed). */
const REMOTE_PRESENCE_TTL_MS = 3 * 20_000;
/** A presence message stays under NOTIFY's size limit. */
const MAX_PEOPLE_PER_MESSAGE = 40;

/**
 * The streams open on this instance, by document, and the presence the other instances
 * announced. Changes, access events and presence come from the bus — this instance's own too —
 * so one path serves one instance or several.
 */
export class LiveHub {
  readonly instanceId = randomUUID();
  readonly #streams = new Map<string, Set<LiveStream>>();
  readonly #remote = new Map<string, Map<string, { people: LivePresent[]; until: number }>>();
  readonly #byAccount = new Map<string, number>();

  constructor(
    private readonly db: Database,
    readonly bus: LiveBus,
  ) {
    bus.subscribe((message) => void this.#receive(message).catch(() => undefined));
  }

  /** The account's streams on this instance, those being opened included. */
  streamCount(accountId: string): number {
    return this.#byAccount.get(accountId) ?? 0;
  }

  /**
   * Counts a stream about to open, at once (before the opening awaits anything): false when the
   * account has `max` already. The place is the stream's once opened, else given back (`release`).
   */
  reserve(accountId: string, max: number): boolean {
    const count = this.streamCount(accountId);
    if (count >= max) return false;
    this.#byAccount.set(accountId, count + 1);
    return true;
  }

  release(accountId: string): void {
    const left = this.streamCount(accountId) - 1;
    if (left > 0) this.#byAccount.set(accountId, left);
    else this.#byAccount.delete(accountId);
  }

  /** Ends, on every instance, the streams of a session that ended (all the account's without one). */
  async endSession(accountId: string, sessionId?: string): Promise<void> {
    await this.bus.publish({ type: 'session', accountId, ...(sessionId ? { sessionId } : {}) });
  }

  find(documentId: string, connectionId: string): LiveStream | undefined {
    for (const s of this.#streams.get(documentId) ?? []) {
      if (s.connectionId === connectionId) return s;
    }
    return undefined;
  }

  /** Opens a stream whose place was reserved. */
  open(stream: LiveStream): void {
    let set = this.#streams.get(stream.documentId);
    const first = !set;
    if (!set) this.#streams.set(stream.documentId, (set = new Set()));
    set.add(stream);
    this.#announce(stream.documentId, first);
  }

  close(stream: LiveStream): void {
    const set = this.#streams.get(stream.documentId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.#streams.delete(stream.documentId);
    this.release(stream.accountId);
    stream.end();
    this.#announce(stream.documentId);
  }

  setStep(stream: LiveStream, etape: number | null): void {
    stream.etape = etape;
    this.#announce(stream.documentId);
  }

  /** Writes a comment line on every stream, and refreshes this instance's presence elsewhere. */
  heartbeat(): void {
    for (const [documentId, set] of this.#streams) {
      for (const s of set) s.send('', null);
      void this.#publishPresence(documentId).catch(() => undefined);
    }
  }

  /** Ends every stream (shutdown): the browsers reconnect to another instance. */
  closeAll(): void {
    for (const set of [...this.#streams.values()]) for (const s of [...set]) this.close(s);
  }

  #announce(documentId: string, ask = false): void {
    this.#sendPresence(documentId);
    void this.#publishPresence(documentId, ask).catch(() => undefined);
  }

  #localPeople(documentId: string): LivePresent[] {
    const people = new Map<string, LivePresent>();
    for (const s of this.#streams.get(documentId) ?? []) {
      const person = people.get(s.accountId) ?? {
        accountId: s.accountId,
        ...s.names,
        etapes: [],
      };
      if (s.etape !== null && !person.etapes.includes(s.etape)) person.etapes.push(s.etape);
      people.set(s.accountId, person);
    }
    return [...people.values()].slice(0, MAX_PEOPLE_PER_MESSAGE);
  }

  async #publishPresence(documentId: string, ask = false): Promise<void> {
    await this.bus.publish({
      type: 'presence',
      instanceId: this.instanceId,
      documentId,
      people: this.#localPeople(documentId),
      ...(ask ? { ask } : {}),
    });
  }

  /** Each local stream gets everyone on the document but its own account. */
  #sendPresence(documentId: string): void {
    const set = this.#streams.get(documentId);
    if (!set) return;
    const everyone = new Map<string, LivePresent>();
    const add = (p: LivePresent) => {
      const known = everyone.get(p.accountId);
      if (!known) everyone.set(p.accountId, { ...p, etapes: [...p.etapes] });
      else for (const e of p.etapes) if (!known.etapes.includes(e)) known.etapes.push(e);
    };
    this.#localPeople(documentId).forEach(add);
    const now = Date.now();
    for (const [instance, entry] of this.#remote.get(documentId) ?? []) {
      if (entry.until < now) this.#remote.get(documentId)?.delete(instance);
      else entry.people.forEach(add);
    }
    for (const s of set) {
      const people = [...everyone.values()]
        .filter((p) => p.accountId !== s.accountId)
        .map((p) => ({ ...p, etapes: p.etapes.sort((a, b) => a - b) }));
      s.send('presence', { people });
    }
  }

  async #receive(message: LiveMessage): Promise<void> {
    if (message.type === 'change' || message.type === 'comments')
      return this.#deliverToViewers(message);
    if (message.type === 'session') {
      for (const set of [...this.#streams.values()])
        for (const s of [...set])
          if (
            s.accountId === message.accountId &&
            (!message.sessionId || s.sessionId === message.sessionId)
          )
            this.close(s);
      return;
    }
    if (message.type === 'access') {
      const concerned = [...this.#streams.values()]
        .flatMap((set) => [...set])
        .filter((s) => s.espaceId === message.espaceId || s.accountId === message.accountId);
      await this.#recheck(concerned);
      return;
    }
    if (message.instanceId === this.instanceId) return;
    let remote = this.#remote.get(message.documentId);
    if (message.people.length === 0) remote?.delete(message.instanceId);
    else {
      if (!remote)
        this.#remote.set(
          message.documentId,
          (remote = new Map<string, { people: LivePresent[]; until: number }>()),
        );
      remote.set(message.instanceId, {
        people: message.people,
        until: Date.now() + REMOTE_PRESENCE_TTL_MS,
      });
    }
    if (remote?.size === 0) this.#remote.delete(message.documentId);
    if (!this.#streams.has(message.documentId)) return;
    this.#sendPresence(message.documentId);
    if (message.ask) await this.#publishPresence(message.documentId);
  }

  /** A change or a comment, to the document's streams whose person may still read it. */
  async #deliverToViewers(
    message: Extract<LiveMessage, { type: 'change' | 'comments' }>,
  ): Promise<void> {
    const set = this.#streams.get(message.documentId);
    if (!set) return;
    const now = Date.now();
    await this.#recheck([...set].filter((s) => now - s.checkedAt > ACCESS_RECHECK_MS));
    const { type, ...event } = message;
    for (const s of this.#streams.get(message.documentId) ?? []) s.send(type, event);
  }

  /** Closes the streams whose person may no longer read their document: one query per person. */
  async #recheck(streams: LiveStream[]): Promise<void> {
    const groups = new Map<string, LiveStream[]>();
    for (const s of streams) {
      const key = `${s.accountId}/${s.documentId}`;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const { accountId, documentId } = group[0]!;
        const allowed = await authorizeOnDocument(this.db, accountId, documentId, 'read').then(
          () => true,
          () => false,
        );
        for (const s of group) {
          if (allowed) s.checkedAt = Date.now();
          else this.close(s);
        }
      }),
    );
  }
}
