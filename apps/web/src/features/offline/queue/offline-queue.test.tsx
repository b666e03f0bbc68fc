import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@duerp/contract';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { ESPACE_MESSAGES } from '@duerp/domain/espaces';
import { call } from '@/lib/api-call';
import { forgetOpenedDocuments } from '@/lib/opened-documents';
import { setOfflineHandler } from '@/lib/offline-writes';
import { mockApi } from '@/test/render';
import { signIn } from '@/test/session';
import type { QueuedWrite, RefusedWrite } from '../storage/offline-store';
import { RefusedWrites } from '../components/offline-banner';
import { offlineHandler, sendQueued } from './offline-queue';

// jsdom has no IndexedDB: the device's store is kept in memory, with the same operations.
const memory = vi.hoisted(() => ({
  queue: [] as QueuedWrite[],
  refused: [] as RefusedWrite[],
  answers: new Map<string, unknown>(),
}));
vi.mock('../storage/offline-store', () => ({
  readQueue: () => Promise.resolve([...memory.queue]),
  readRefused: () => Promise.resolve([...memory.refused]),
  appendToQueue: (write: QueuedWrite) => Promise.resolve(void memory.queue.push(write)),
  removeFromQueue: (id: string) =>
    Promise.resolve(void (memory.queue = memory.queue.filter((w) => w.id !== id))),
  moveToRefused: (write: RefusedWrite) => {
    memory.refused = [...memory.refused.filter((w) => w.id !== write.id), write];
    memory.queue = memory.queue.filter((w) => w.id !== write.id);
    return Promise.resolve();
  },
  discardRefused: (id: string) =>
    Promise.resolve(void (memory.refused = memory.refused.filter((w) => w.id !== id))),
  readAnswer: (path: string) => Promise.resolve(memory.answers.get(path)),
  keepAnswer: (path: string, answer: unknown) =>
    Promise.resolve(void memory.answers.set(path, answer)),
}));

const DUERP_ID = '11111111-1111-4111-8111-111111111111';
const ESPACE = 'e5a1';
const WRITE_PATH = contract.duerp.updateInfosEntreprise.path.replace(':id', DUERP_ID);
const boulangerie = { id: ESPACE, name: 'Boulangerie', role: 'editeur', isPersonal: false };

/** The server after the change: the document answers as gone; the person's espaces as given. */
function serve(espaces: object[]) {
  return mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({
      body: { id: DUERP_ID, espaceId: ESPACE, revision: 3, data: {} },
    }),
    [`POST ${WRITE_PATH}`]: () => ({ status: 404, body: { message: DUERP_MESSAGES.notFound } }),
    'GET /api/espaces': () => ({ body: espaces }),
  });
}

/** The tab opened the document, then a change of it waited for the network. */
async function openThenQueue() {
  await call(contract.duerp.get, { params: { id: DUERP_ID } });
  memory.queue.push({
    id: crypto.randomUUID(),
    time: '2026-12-03T09:00:00Z',
    method: 'POST',
    path: WRITE_PATH,
    body: {},
    headers: {},
  });
  await sendQueued();
  render(<RefusedWrites />);
  expect(await screen.findByRole('heading', { name: 'Modifications refusées' })).toBeVisible();
}

describe('the offline queue, for a document the person lost access to (issue 47)', () => {
  beforeEach(() => {
    memory.queue = [];
    memory.refused = [];
    memory.answers.clear();
    signIn();
    setOfflineHandler(offlineHandler);
  });
  afterEach(() => {
    setOfflineHandler(null);
    forgetOpenedDocuments();
  });

  it('refuses a queued write with « Vous n’avez plus accès à cet espace. » once the espace is gone', async () => {
    const calls = serve([]);
    await openThenQueue();
    expect(screen.getByText(ESPACE_MESSAGES.accessLost)).toBeVisible();
    expect(screen.queryByText(DUERP_MESSAGES.notFound)).toBeNull();
    expect(memory.queue).toEqual([]);
    expect(calls.filter((c) => c.url === '/api/espaces')).toHaveLength(1);
  });

  it('keeps « DUERP introuvable. » when the espace is still the person’s (the document was deleted)', async () => {
    serve([boulangerie]);
    await openThenQueue();
    expect(screen.getByText(DUERP_MESSAGES.notFound)).toBeVisible();
    expect(screen.queryByText(ESPACE_MESSAGES.accessLost)).toBeNull();
  });
});
