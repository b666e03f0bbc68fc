import {
  DocumentWriteError,
  REFUSAL_STATUS,
  documentWrites,
  replayDocumentWrite,
  type DocumentWriteKey,
} from '@duerp/contract/document-writes';
import { contract } from '@duerp/contract';
import { recomputeLevels, type DuerpDocument, type Risque } from '@duerp/domain/duerp';
import { aRisque as aTestRisque } from '@duerp/domain/testing';
import { useDuerp } from '@/features/duerp/api/get-duerp';
import type { ReactNode } from 'react';
import type { mockApi } from '@/test/render';
import { TEST_CATALOGUE } from '@/features/duerp/test/test-catalogue';

type Routes = Parameters<typeof mockApi>[0];

/** A risk as the API stores it, unevaluated unless told. */
export function aRisque(
  idRisque: string,
  idCategorie: string,
  displayName: string,
  overrides: Partial<Risque> = {},
): Risque {
  return aTestRisque(idRisque, { idCategorie, displayName, ...overrides });
}

/**
 * The API of the editor's writes for component tests, on one document held in memory: each write
 * is looked up by its contract entry and changes the document by the API's own rule
 * (packages/domain), levels recomputed, revision + 1; a refusal answers the API's status and
 * message. New actions are named `a1`, `a2`…
 */
export function fakeDuerpServer(initial: DuerpDocument) {
  let document = { ...initial, data: recomputeLevels(initial.data) };
  let ids = 0;
  const ctx = { newId: () => `a${(ids += 1)}`, now: () => new Date().toISOString() };
  const routes: Routes = {
    [`GET ${contract.duerp.get.path.replace(':id', initial.id)}`]: () => ({ body: document }),
    [`GET /api/duerpmasterdata/risques?duerpDocId=${initial.id}`]: () => ({ body: TEST_CATALOGUE }),
  };
  for (const key of Object.keys(documentWrites) as DocumentWriteKey[]) {
    const entry = contract.duerp[key];
    routes[`${entry.method} ${entry.path.replace(':id', initial.id)}`] = ({ body }) => {
      try {
        document = replayDocumentWrite(document, key, body, ctx);
        return { body: document };
      } catch (error) {
        if (!(error instanceof DocumentWriteError)) throw error;
        return { status: REFUSAL_STATUS[error.refusal], body: { message: error.message } };
      }
    };
  }
  return { routes, current: () => document };
}

/** Renders a step from the query cache, as the editor does, so that each write shows. */
export function FromCache({
  id,
  render,
}: {
  id: string;
  render: (duerp: DuerpDocument) => ReactNode;
}) {
  const query = useDuerp(id);
  return query.data ? render(query.data) : null;
}
