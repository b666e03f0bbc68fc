import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DocumentWriteError,
  REFUSAL_STATUS,
  PENIBILITE_FACTEUR_IDS,
  contract,
  replayDocumentWrite,
  type DocumentWriteKey,
  type DuerpDocument,
} from '@duerp/domain';
import { createAccount, useTestApp } from '../../../test/helpers/test-app.js';
import { VALID_ENTREPRISE, createDuerp, risqueInput } from '../../../test/helpers/duerp.js';
import {
  actionRef,
  rpsWrites,
  typed,
  withRpsUnits,
  type Generated,
} from '../../../test/helpers/document-write-arbitraries.js';

const t = useTestApp();

const RPS_KEYS = Object.keys(contract.duerp).filter((key) => key.endsWith('Rps'));

/** Ids the bodies name: most exist at some point of the run, `zz` never does. */
const unitId = fc.constantFrom('u1', 'u2', 'u3', 'zz');
const riskId = fc.constantFrom('r1', 'r2', 'r3', 'zz');
const categoryId = fc.constantFrom('c1', 'c2', 'zz');
const level = fc.constantFrom(null, 1, 2, 3, 4);

const writes: fc.Arbitrary<Generated>[] = [
  fc.record({
    key: fc.constant('updateInfosEntreprise' as const),
    body: fc
      .record({ nom: typed, isEtablissement: fc.boolean(), nomDeLEtablissement: typed })
      .map((b) => ({ ...VALID_ENTREPRISE, ...b })),
  }),
  fc.record({
    key: fc.constant('updateListUnites' as const),
    body: fc.uniqueArray(unitId, { maxLength: 3 }).chain((ids) =>
      fc.tuple(...ids.map(() => typed)).map((names) => ({
        unitesDeTravail: ids.map((idUniteDeTravail, i) => ({
          idUniteDeTravail,
          displayName: names[i],
        })),
      })),
    ),
  }),
  fc.record({
    key: fc.constant('duplicateUnite' as const),
    body: fc.record({ idUniteDeTravail: unitId, displayName: typed, withActions: fc.boolean() }),
  }),
  fc.record({
    key: fc.constant('updateListRisques' as const),
    body: fc.record({
      idUniteDeTravail: unitId,
      categorieDeRisques: fc.uniqueArray(categoryId, { maxLength: 2 }).map((ids) =>
        ids.map((idCategorie, i) => ({
          idCategorie,
          code: '',
          displayName: `Catégorie ${i}`,
          isUserDefined: true,
        })),
      ),
      risques: fc
        .uniqueArray(fc.tuple(riskId, categoryId, typed), { maxLength: 3, selector: ([id]) => id })
        .map((list) => list.map((risque) => risqueInput(...risque))),
    }),
  }),
  fc.record({
    key: fc.constant('updateRisque' as const),
    action: fc.option(actionRef, { nil: undefined }),
    body: fc.record(
      {
        idUniteDeTravail: unitId,
        idRisque: riskId,
        idCategorie: categoryId,
        displayName: typed,
        danger: typed,
        remarques: fc.constant(''),
        evalGravite: level,
        evalFrequence: level,
        evalMaitrise: level,
        isUserDefined: fc.boolean(),
        code: fc.constant(''),
        mesuresExistantes: typed,
        isExpositionDifferenciee: fc.boolean(),
      },
      {
        requiredKeys: [
          'idUniteDeTravail',
          'idRisque',
          'idCategorie',
          'displayName',
          'danger',
          'remarques',
          'evalGravite',
          'evalFrequence',
          'evalMaitrise',
          'isUserDefined',
          'code',
        ],
      },
    ),
  }),
  fc.record({
    key: fc.constant('togglePapripact' as const),
    body: fc.record({ isPapripactEnabled: fc.boolean() }),
  }),
  fc.record({
    key: fc.constant('upsertAction' as const),
    action: fc.option(actionRef, { nil: undefined }),
    body: fc.record({
      idUniteDeTravail: unitId,
      idRisqueAssocie: riskId,
      descriptionDeLaMesure: typed,
      responsable: typed,
      date: fc.constant('2026-11-30'),
      statut: fc.constantFrom('À planifier', 'En cours', 'Terminé'),
    }),
  }),
  fc.record({
    key: fc.constant('deleteAction' as const),
    action: actionRef,
    body: fc.record({ idUniteDeTravail: unitId }),
  }),
  fc.record({
    key: fc.constant('updateEffectifUnite' as const),
    body: fc.record({
      idUniteDeTravail: unitId,
      effectif: fc.constantFrom(null, 0, 3, 10),
      effectifFemmes: fc.constantFrom(null, 0, 2),
    }),
  }),
  fc.record({
    key: fc.constant('updatePenibiliteUnite' as const),
    body: fc.record({
      idUniteDeTravail: unitId,
      expositionsPenibilite: fc
        .uniqueArray(fc.constantFrom(...PENIBILITE_FACTEUR_IDS.slice(0, 3)), { maxLength: 2 })
        .chain((ids) =>
          fc.tuple(...ids.map(() => fc.constantFrom(0, 2, 5, 20))).map((n) =>
            ids.map((idFacteur, i) => ({
              idFacteur,
              nombreExposes: n[i],
              situations: ' poste ',
            })),
          ),
        ),
    }),
  }),
  ...rpsWrites,
];

/** The body with its action named: the unit's `action`-th action (-1: one that does not exist). */
function withAction({ key, body, action, rpsAction }: Generated, document: DuerpDocument): unknown {
  if (rpsAction !== undefined) {
    const { idUniteRps } = body as { idUniteRps: string };
    const unit = document.data.risquesPsychosociaux?.unitesRps.find(
      (u) => u.idUniteRps === idUniteRps,
    );
    return { ...(body as object), idAction: unit?.actions[rpsAction]?.idAction ?? 'inconnue' };
  }
  if (action === undefined) return body;
  const b = body as { idUniteDeTravail: string };
  const actions =
    document.data.unitesDeTravail.find((u) => u.idUniteDeTravail === b.idUniteDeTravail)
      ?.papripactActionsPreventives ?? [];
  const idAction = actions[action]?.idAction ?? 'inconnue';
  return key === 'updateRisque' ? { ...b, idActionReevaluation: idAction } : { ...b, idAction };
}

/**
 * What a write's answer says of the document, the ids and dates the writer made (the server's
 * UUIDs, the device's own) replaced by their order of appearance, the dates of re-ratings by a mark.
 */
function comparable(document: DuerpDocument, known: Set<string>) {
  const made = new Map<string, string>();
  const data = JSON.parse(
    JSON.stringify(document.data, (key, value: unknown) => {
      if (key === 'date' && typeof value === 'string' && value.includes('T')) return 'maintenant';
      if (typeof value !== 'string' || !/^id[A-Z]/.test(key) || known.has(value)) return value;
      if (!made.has(value)) made.set(value, `nouveau-${made.size}`);
      return made.get(value);
    }),
  ) as unknown;
  return {
    data,
    displayName: document.displayName,
    revision: document.revision,
    changed: document.hasBeenModifiedSinceLastGeneration,
  };
}

const knownIds = (document: DuerpDocument, body: unknown) => {
  const ids = new Set<string>();
  JSON.stringify([document.data, body], (key, value: unknown) => {
    if (typeof value === 'string' && /^id[A-Z]/.test(key)) ids.add(value);
    return value;
  });
  return ids;
};

/**
 * Runs the writes on the API and replays each on the document it answered before: the same
 * answer, or the same refusal. Returns the keys that went through at least once.
 */
async function replayAgrees(
  auth: Record<string, string>,
  start: DuerpDocument,
  arbitraries: fc.Arbitrary<Generated>[],
  numRuns: number,
) {
  let document = start;
  const ctx = { newId: () => crypto.randomUUID(), now: () => new Date().toISOString() };
  const answered: DocumentWriteKey[] = [];
  await fc.assert(
    fc.asyncProperty(fc.oneof(...arbitraries), async (generated) => {
      const body = withAction(generated, document);
      const entry = contract.duerp[generated.key];
      const res = await t.app.inject({
        method: entry.method,
        url: entry.path.replace(':id', document.id),
        headers: auth,
        payload: body as object,
      });
      let replayed: DuerpDocument | DocumentWriteError;
      try {
        replayed = replayDocumentWrite(document, generated.key, body, ctx);
      } catch (error) {
        if (!(error instanceof DocumentWriteError)) throw error;
        replayed = error;
      }
      if (replayed instanceof DocumentWriteError) {
        expect({
          status: res.statusCode,
          message: res.json<{ message: string }>().message,
        }).toEqual({ status: REFUSAL_STATUS[replayed.refusal], message: replayed.message });
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<DuerpDocument>();
      const known = knownIds(document, body);
      expect(comparable(replayed, known)).toEqual(comparable(answer, known));
      document = answer;
      answered.push(generated.key);
    }),
    { seed: 4040, numRuns, endOnFailure: true },
  );
  return answered;
}

describe('a write replayed on a device (the offline queue)', () => {
  it("gives the API's answer for the same body, or its refusal", async () => {
    const owner = await createAccount(t);
    const answered = await replayAgrees(owner.auth, await createDuerp(t, owner.auth), writes, 80);
    // The run reached far enough to mean something: most writes went through.
    expect(answered.length).toBeGreaterThan(20);
  });

  it('gives the same answer for the RPS writes, each of which went through', async () => {
    const owner = await createAccount(t);
    const document = await withRpsUnits(t, owner.auth, await createDuerp(t, owner.auth));
    const answered = await replayAgrees(owner.auth, document, rpsWrites, 120);
    expect(new Set(answered)).toEqual(new Set(RPS_KEYS));
  });
});
