import { api, apiEventStream } from '@/lib/api-client';

/** GET /api/duerp/:id/live: the document's changes and presence, until `signal` aborts. */
export const readLiveStream = (
  id: string,
  etape: number | null,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
) =>
  apiEventStream(
    `/api/duerp/${encodeURIComponent(id)}/live${etape === null ? '' : `?etape=${etape}`}`,
    onEvent,
    signal,
  );

/** POST /api/duerp/:id/live/presence: the step this tab's stream is now on. */
export const setLiveStep = (id: string, connectionId: string, etape: number | null) =>
  api.post(`/api/duerp/${encodeURIComponent(id)}/live/presence`, { connectionId, etape });
