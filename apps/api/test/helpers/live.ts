import { Agent, get as httpGet, type IncomingMessage } from 'node:http';
/** A client of GET /api/duerp/:id/live, reading its Server-Sent Events as a browser would. */
export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface LiveClient {
  status: number;
  body: string;
  events: LiveEvent[];
  /** The next event named `event` that `match` accepts (past ones included), within `ms`. */
  next<T = unknown>(event: string, match?: (data: T) => boolean, ms?: number): Promise<T>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLive(
  baseUrl: string,
  documentId: string,
  accessToken: string,
  query = '',
  /** Called on each event as it arrives (the benchmark times them). */
  onEvent?: (event: LiveEvent) => void,
): Promise<LiveClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/duerp/${documentId}/live${query}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (!response.ok || !response.body) {
    const body = await response.text();
    endedResolve();
    return {
      status: response.status,
      body,
      events,
      next: () => Promise.reject(new Error(body)),
      ended,
      close: () => undefined,
    };
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) {
            const parsed = { event, data: JSON.parse(data) as unknown };
            events.push(parsed);
            onEvent?.(parsed);
          }
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted by close()
    }
    endedResolve();
  })();
  const next = <T>(event: string, match: (data: T) => boolean = () => true, ms = 2_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = events.find((e) => e.event === event && match(e.data as T));
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.data as T);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no "${event}" event within ${ms} ms: ${JSON.stringify(events)}`));
      }, ms);
      if (!check()) waiters.add(check);
    });
  return {
    status: response.status,
    body: '',
    events,
    next,
    ended,
    close: () => controller.abort(),
  };
}

/** 'done' if `promise` settles within `ms`, else 'timeout'. */
export function within(promise: Promise<void>, ms: number): Promise<string> {
  return Promise.race([
    promise.then(() => 'done'),
    new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), ms)),
  ]);
}

/**
 * `n` requests of `path` sent at the same moment: each on a connection opened beforehand, so
 * that all leave in one turn of the event loop and the server reads them together (a browser's
 * tabs reconnecting at once). The streams answered 200 stay open until `close`.
 */
export async function openAtOnce(baseUrl: string, path: string, accessToken: string, n: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: n });
  const get = (p: string, headers: Record<string, string> = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      httpGet(`${baseUrl}${p}`, { agent, headers }, resolve).on('error', reject);
    });
  const readAll = async (res: IncomingMessage) => {
    let text = '';
    for await (const chunk of res) text += String(chunk);
    return text;
  };
  await Promise.all(Array.from({ length: n }, async () => readAll(await get('/api/health'))));
  const answers = await Promise.all(
    Array.from({ length: n }, () => get(path, { authorization: `Bearer ${accessToken}` })),
  );
  const refused = await Promise.all(
    answers.filter((r) => r.statusCode !== 200).map(async (r) => readAll(r)),
  );
  return {
    statuses: answers.map((r) => r.statusCode ?? 0),
    /** The bodies of the answers that were not streams. */
    refused,
    close: () => {
      for (const r of answers) r.destroy();
      agent.destroy();
    },
  };
}
