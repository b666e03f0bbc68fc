import fc from 'fast-check';
import type { DocumentWriteKey } from '@duerp/contract/document-writes';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { setUnits } from './duerp.js';
import type { TestApp } from './test-app.js';
import { RPS_SEANCE } from './rps.js';

type Auth = { authorization: string };

/** A generated write: its key, its body, and the place of the action it names if any. */
export type Generated = {
  key: DocumentWriteKey;
  body: unknown;
  action?: number;
  rpsAction?: number;
};

/** A text as a person types it: the routes trim it. */
export const typed = fc
  .tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('Atelier', 'Chute', 'Bruit', 'É'))
  .map(([pad, word]) => `${pad}${word}${pad}`);
/** An action by its place (resolved against the document when the write runs; -1: none). */
export const actionRef = fc.constantFrom(0, 1, -1);

const unitId = fc.constantFrom('u1', 'u1', 'u2', 'zz');
/** An RPS unit id, an RPS factor, a light-path question, an answer (issue 43). */
const rpsUnitId = fc.constantFrom('p1', 'p1', 'p2', 'zz');
const facteur = fc.constantFrom('rythmes', 'soutien-collegues', 'inconnu');
const question = fc.constantFrom('s-charge', 's-entraide');
const frequence = fc.constantFrom(null, 'jamais', 'parfois', 'souvent', 'toujours');
const animateur = fc.record({ nom: typed, fonction: typed });

/** The RPS writes (issue 43), every one of them. */
export const rpsWrites: fc.Arbitrary<Generated>[] = [
  fc.record({
    key: fc.constant('updateListUnitesRps' as const),
    // Both units stay (most runs then reach their answers), renamed, relinked, re-moded, reordered.
    body: fc
      .tuple(
        fc.boolean(),
        ...[
          ['p1', 'groupe', 'groupe', 'groupe', 'simplifie'],
          ['p2', 'simplifie', 'simplifie', 'simplifie', 'groupe'],
        ].map(([idUniteRps, ...modes]) =>
          fc.record({
            idUniteRps: fc.constant(idUniteRps),
            displayName: typed,
            idsUnitesDeTravail: fc.uniqueArray(unitId, { maxLength: 2 }),
            mode: fc.constantFrom(...modes),
          }),
        ),
      )
      .map(([reversed, ...units]) => ({ unitesRps: reversed ? units.reverse() : units })),
  }),
  fc.record({
    key: fc.constant('updateDialogueSocialRps' as const),
    body: fc.record({ dialogueSocial: fc.constantFrom(null, 'bon', 'degrade') }),
  }),
  fc.record({
    key: fc.constant('updateSeanceRps' as const),
    body: fc.record({
      idUniteRps: rpsUnitId,
      date: fc.constantFrom('2026-11-20', '2026-11-20', '2026-02-30'),
      animateurDirection: animateur,
      animateurPersonnel: animateur,
      nombreParticipants: fc.constantFrom(2, 3, 6),
      confidentialiteAcceptee: fc.constant(true),
    }),
  }),
  fc.record({
    key: fc.constant('updateReponseRps' as const),
    body: fc.record({
      idUniteRps: rpsUnitId,
      idFacteur: facteur,
      reponse: frequence,
      situationsConcretes: typed,
      imprimerSituations: fc.boolean(),
    }),
  }),
  fc.record({
    key: fc.constant('updateReponseSimplifieeRps' as const),
    body: fc.record({
      idUniteRps: fc.constantFrom('p2', 'p2', 'p1'),
      idQuestion: question,
      reponse: frequence,
    }),
  }),
  fc.record({
    key: fc.constant('updateSyntheseRps' as const),
    body: fc.record({
      idUniteRps: rpsUnitId,
      famille: fc.constantFrom('intensite', 'rapports'),
      niveau: fc.constantFrom(null, 'faible', 'eleve'),
      motif: typed,
    }),
  }),
  fc.record({
    key: fc.constant('upsertActionRps' as const),
    rpsAction: fc.option(actionRef, { nil: undefined, freq: 2 }),
    body: fc.record({
      idUniteRps: rpsUnitId,
      cible: fc.constantFrom(
        { type: 'facteur', idFacteur: 'rythmes' },
        { type: 'famille', famille: 'valeurs' },
      ),
      descriptionDeLaMesure: typed,
      responsable: typed,
      date: fc.constant('2027-01-15'),
      statut: fc.constantFrom('À planifier', 'Terminé'),
    }),
  }),
  fc.record({
    key: fc.constant('deleteActionRps' as const),
    rpsAction: actionRef,
    body: fc.record({ idUniteRps: rpsUnitId }),
  }),
];

/** The document with work units u1 and u2, RPS unit p1 (a group, its session held) and p2 (the light path). */
export async function withRpsUnits(t: TestApp, auth: Auth, document: DuerpDocument) {
  const write = async (path: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${document.id}/${path}`,
      headers: auth,
      payload,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<DuerpDocument>();
  };
  await setUnits(t, auth, document.id, [
    { idUniteDeTravail: 'u1', displayName: 'Atelier' },
    { idUniteDeTravail: 'u2', displayName: 'Bureau' },
  ]);
  await write('update-list-unites-rps', {
    unitesRps: [
      { idUniteRps: 'p1', displayName: 'Atelier', idsUnitesDeTravail: [], mode: 'groupe' },
      { idUniteRps: 'p2', displayName: 'Bureau', idsUnitesDeTravail: [], mode: 'simplifie' },
    ],
  });
  return write('update-seance-rps', RPS_SEANCE);
}
