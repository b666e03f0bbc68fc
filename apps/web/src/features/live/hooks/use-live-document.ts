import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type {
  LiveChangeEvent,
  LiveCommentsEvent,
  LiveHelloEvent,
  LivePresenceEvent,
  LivePresent,
} from '@duerp/domain/live';
import { commentKeys, duerpKeys, versionKeys } from '@/features/duerp';
import { ApiError } from '@/lib/api-client';
import { markDocumentUnreachable } from '@/lib/opened-documents';
import { readLiveStream, setLiveStep } from '../api/live-stream';

export interface LiveDocument {
  /** The other people on the document now. */
  people: LivePresent[];
  /** The last change someone else made, heard by this tab. */
  lastChange: LiveChangeEvent | null;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Listens to the document's live stream while the page is open: another person's change
 * refetches the document (the simplest correct catch-up, also after a reconnection), their
 * comment refetches the comment threads, and the people on it are kept for the presence line. `etape` is the editor's step (null elsewhere).
 * The stream is reopened after a drop, with a growing pause; a refusal (access lost) ends it.
 */
export function useLiveDocument(duerpId: string, etape: number | null): LiveDocument {
  const client = useQueryClient();
  const [people, setPeople] = useState<LivePresent[]>([]);
  const [lastChange, setLastChange] = useState<LiveChangeEvent | null>(null);
  const connection = useRef<LiveHelloEvent | null>(null);
  const etapeRef = useRef(etape);

  useEffect(() => {
    const controller = new AbortController();
    const refetch = () => {
      void client.invalidateQueries({ queryKey: duerpKeys.detail(duerpId) });
      void client.invalidateQueries({ queryKey: versionKeys.list(duerpId) });
    };
    let opened = 0;
    const onEvent = (event: string, data: unknown) => {
      if (event === 'hello') {
        connection.current = data as LiveHelloEvent;
        // What was missed while the stream was down is in the document as it is now.
        if ((opened += 1) > 1) refetch();
      } else if (event === 'presence') {
        setPeople((data as LivePresenceEvent).people);
      } else if (event === 'change') {
        const change = data as LiveChangeEvent;
        const cached = client.getQueryData<DuerpDocument>(duerpKeys.detail(duerpId));
        const mine = change.actor.accountId === connection.current?.accountId;
        if (mine && cached && cached.revision >= change.revision) return;
        refetch();
        if (!mine) setLastChange(change);
      } else if (event === 'comments') {
        const { actor } = data as LiveCommentsEvent;
        // The author's own tab already holds the thread its write answered.
        if (actor.accountId !== connection.current?.accountId)
          void client.invalidateQueries({ queryKey: commentKeys.threads(duerpId) });
      }
    };
    void (async () => {
      let retry = FIRST_RETRY_MS;
      while (!controller.signal.aborted) {
        const started = Date.now();
        try {
          await readLiveStream(duerpId, etapeRef.current, onEvent, controller.signal);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (status >= 400 && status < 500 && status !== 429) {
            // The stream was open, and now the document is not found: access was lost.
            if (status === 404 && opened > 0) markDocumentUnreachable(duerpId);
            return;
          }
        }
        connection.current = null;
        setPeople([]);
        if (Date.now() - started > LAST_RETRY_MS) retry = FIRST_RETRY_MS;
        await pause(retry, controller.signal);
        retry = Math.min(retry * 2, LAST_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [client, duerpId]);

  useEffect(() => {
    etapeRef.current = etape;
    const current = connection.current;
    if (current) void setLiveStep(duerpId, current.connectionId, etape).catch(() => undefined);
  }, [duerpId, etape]);

  return { people, lastChange };
}
