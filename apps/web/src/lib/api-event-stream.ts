import { authorizedFetch } from './api-session';

/**
 * An event stream (text/event-stream) read with the bearer token, refreshed as any call's: each
 * event is handed to `onEvent` until the server ends the stream or `signal` aborts it.
 */
export async function apiEventStream(
  path: string,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await authorizedFetch('GET', path, undefined, { signal });
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) onEvent(event, JSON.parse(data));
      }
    }
  } catch {
    // The connection dropped (or was aborted): the caller reconnects if it still listens.
  } finally {
    reader.releaseLock();
  }
}
