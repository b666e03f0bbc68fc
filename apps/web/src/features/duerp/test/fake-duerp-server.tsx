import {
  mergeRisqueList,
  recomputeLevels,
  type ActionPreventive,
  type DeleteActionBody,
  type DuerpDocument,
  type Risque,
  type UniteDeTravail,
  type UpdateListRisquesBody,
  type UpdateRisqueBody,
  type UpsertActionBody,
} from '@duerp/domain';
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
  return {
    idRisque,
    idCategorie,
    code: '',
    displayName,
    danger: '',
    remarques: '',
    evalGravite: null,
    evalFrequence: null,
    evalMaitrise: null,
    isRisqueEvalue: false,
    niveauDeRisqueValue: null,
    niveauDeRisqueStatus: null,
    isUserDefined: false,
    ...overrides,
  };
}

/**
 * The API of steps 4 to 6 for component tests, on one document held in memory: each write
 * changes it as the server does (levels recomputed by the domain) and answers it whole.
 */
export function fakeDuerpServer(initial: DuerpDocument) {
  let document = { ...initial, data: recomputeLevels(initial.data) };
  const base = `/api/duerp/${initial.id}`;
  const write =
    <B extends { idUniteDeTravail: string }>(change: (unite: UniteDeTravail, body: B) => void) =>
    ({ body }: { body: unknown }) => {
      const input = body as B;
      const units = structuredClone(document.data.unitesDeTravail);
      const unite = units.find((u) => u.idUniteDeTravail === input.idUniteDeTravail);
      if (!unite) return { status: 404, body: { message: 'Unité de travail introuvable.' } };
      change(unite, input);
      document = {
        ...document,
        revision: document.revision + 1,
        data: recomputeLevels({ ...document.data, unitesDeTravail: units }),
      };
      return { body: document };
    };

  const routes: Routes = {
    [`GET ${base}`]: () => ({ body: document }),
    [`GET /api/duerpmasterdata/risques?duerpDocId=${initial.id}`]: () => ({ body: TEST_CATALOGUE }),
    [`POST ${base}/update-list-unitesdetravail`]: ({ body }) => {
      const { unitesDeTravail } = body as {
        unitesDeTravail: Pick<UniteDeTravail, 'idUniteDeTravail' | 'displayName'>[];
      };
      const stored = new Map(document.data.unitesDeTravail.map((u) => [u.idUniteDeTravail, u]));
      const units = unitesDeTravail.map((u) => ({
        ...(stored.get(u.idUniteDeTravail) ?? {
          risques: [],
          categorieDeRisques: [],
          papripactActionsPreventives: [],
          niveauDeRisqueValue: null,
        }),
        ...u,
      }));
      document = {
        ...document,
        revision: document.revision + 1,
        data: recomputeLevels({ ...document.data, unitesDeTravail: units }),
      };
      return { body: document };
    },
    [`POST ${base}/update-list-risques`]: write<UpdateListRisquesBody>((unite, body) => {
      unite.categorieDeRisques = body.categorieDeRisques;
      // The API's own merge: stored texts and ratings win over the list's.
      unite.risques = mergeRisqueList(unite.risques, body.risques);
    }),
    [`POST ${base}/update-risque`]: write<UpdateRisqueBody>((unite, body) => {
      const risque = unite.risques.find((r) => r.idRisque === body.idRisque);
      if (risque) Object.assign(risque, body);
    }),
    [`POST ${base}/update-toggle-papripact`]: ({ body }) => {
      const { isPapripactEnabled } = body as { isPapripactEnabled: boolean };
      document = { ...document, data: { ...document.data, isPapripactEnabled } };
      return { body: document };
    },
    [`POST ${base}/upsert-action-preventive-papripact`]: write<UpsertActionBody>((unite, body) => {
      const { idAction, ...fields } = body;
      const existing = unite.papripactActionsPreventives.find((a) => a.idAction === idAction);
      if (existing) Object.assign(existing, fields);
      else {
        const action: ActionPreventive = {
          idAction: `a${unite.papripactActionsPreventives.length + 1}`,
          ...fields,
        };
        unite.papripactActionsPreventives.push(action);
      }
    }),
    [`DELETE ${base}/delete-action-preventive-papripact`]: write<DeleteActionBody>(
      (unite, body) => {
        unite.papripactActionsPreventives = unite.papripactActionsPreventives.filter(
          (a) => a.idAction !== body.idAction,
        );
      },
    ),
  };
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
