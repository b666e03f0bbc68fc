import { contract } from '@duerp/contract';
import { call, eventStream } from '@/lib/api-call';

/** The document's changes and presence, until `signal` aborts. */
export const readLiveStream = (
  id: string,
  etape: number | null,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
) =>
  eventStream(
    contract.live.stream,
    { params: { id }, query: { etape: etape ?? undefined } },
    onEvent,
    signal,
  );

/** The step this tab's stream is now on. */
export const setLiveStep = (id: string, connectionId: string, etape: number | null) =>
  call(contract.live.presence, { params: { id }, body: { connectionId, etape } });
