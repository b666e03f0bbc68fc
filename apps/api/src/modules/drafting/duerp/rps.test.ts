import { describe, expect, it } from 'vitest';
import { RPS_MESSAGES } from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp } from '../../../../test/helpers/duerp.js';
import { withRpsUnits } from '../../../../test/helpers/document-write-arbitraries.js';
import { postOnDocument, RPS_SEANCE as seance } from '../../../../test/helpers/rps.js';

const t = useTestApp();
const post = postOnDocument(t);

describe('the RPS writes', () => {
  it('keeps an old document’s answer without the RPS field until the first RPS write', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    expect('risquesPsychosociaux' in doc.data).toBe(false);
    const res = await post(owner.auth, doc.id, 'update-dialogue-social-rps', {
      dialogueSocial: 'bon',
    });
    expect(res.json<DuerpDocument>().data.risquesPsychosociaux).toEqual({
      dialogueSocial: 'bon',
      unitesRps: [],
    });
  });

  it.each([
    ['0 participants', { nombreParticipants: 0 }, RPS_MESSAGES.participantsMin],
    ['2 participants', { nombreParticipants: 2 }, RPS_MESSAGES.participantsMin],
    ['1e9 participants', { nombreParticipants: 1e9 }, RPS_MESSAGES.participantsTooMany],
    ['2.5 participants', { nombreParticipants: 2.5 }, RPS_MESSAGES.participantsInteger],
    ['an impossible date', { date: '2026-02-30' }, RPS_MESSAGES.dateInvalid],
    ['a date in the future', { date: '2099-01-01' }, RPS_MESSAGES.dateFuture],
    [
      'no confidentiality agreed',
      { confidentialiteAcceptee: false },
      RPS_MESSAGES.confidentialiteRequired,
    ],
    [
      'a facilitator of control characters',
      { animateurPersonnel: { nom: '\u0007\u200b', fonction: 'CSE' } },
      RPS_MESSAGES.animateurNomRequired,
    ],
  ])(
    'refuses a session with %s: 400 and its French message, the session unchanged',
    async (_, change, message) => {
      const owner = await createAccount(t);
      const doc = await withRpsUnits(t, owner.auth, await createDuerp(t, owner.auth));
      const res = await post(owner.auth, doc.id, 'update-seance-rps', { ...seance, ...change });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message },
      });
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}`,
        headers: owner.auth,
      });
      expect(after.json<DuerpDocument>().data.risquesPsychosociaux).toEqual(
        doc.data.risquesPsychosociaux,
      );
    },
  );

  it('refuses unknown factors, answers and families, huge texts and unknown fields with 400', async () => {
    const owner = await createAccount(t);
    const doc = await withRpsUnits(t, owner.auth, await createDuerp(t, owner.auth));
    const answer = { idUniteRps: 'p1', idFacteur: 'rythmes', reponse: 'souvent' };
    const cases: [string, unknown, string | null][] = [
      ['update-reponse-rps', { ...answer, idFacteur: 'inconnu' }, RPS_MESSAGES.facteurUnknown],
      ['update-reponse-rps', { ...answer, reponse: 'beaucoup' }, RPS_MESSAGES.reponseInvalid],
      ['update-reponse-rps', { ...answer, situationsConcretes: 'x'.repeat(5001) }, null],
      ['update-reponse-rps', { ...answer, nomDuSalarie: 'Jean' }, null],
      [
        'update-synthese-rps',
        { idUniteRps: 'p1', famille: 'bruit', niveau: 'eleve', motif: 'x' },
        RPS_MESSAGES.familleUnknown,
      ],
      [
        'update-synthese-rps',
        { idUniteRps: 'p1', famille: 'valeurs', niveau: 'eleve', motif: '\u200b ' },
        RPS_MESSAGES.motifRequired,
      ],
      [
        'update-list-unites-rps',
        {
          unitesRps: [
            {
              idUniteRps: 'p1',
              displayName: 'x'.repeat(201),
              idsUnitesDeTravail: [],
              mode: 'groupe',
            },
          ],
        },
        null,
      ],
      [
        'update-list-unites-rps',
        {
          unitesRps: [
            {
              idUniteRps: 'p1',
              displayName: 'A',
              idsUnitesDeTravail: ['nulle-part'],
              mode: 'groupe',
            },
          ],
        },
        RPS_MESSAGES.uniteDeTravailUnknown,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(owner.auth, doc.id, path, body);
      expect(res.statusCode, path).toBe(400);
      const text = res.json<{ message: string }>().message;
      if (message) expect(text).toBe(message);
      else expect(text).toMatch(/[a-zé]/);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(after.json<DuerpDocument>().revision).toBe(doc.revision);
  });

  it('answers 404 for an RPS unit that is not there', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await post(owner.auth, doc.id, 'update-seance-rps', {
      ...seance,
      idUniteRps: 'absente',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { message: RPS_MESSAGES.uniteRpsNotFound },
    });
  });

  it('keeps the situations a group wrote, control characters removed', async () => {
    const owner = await createAccount(t);
    const doc = await withRpsUnits(t, owner.auth, await createDuerp(t, owner.auth));
    const res = await post(owner.auth, doc.id, 'update-reponse-rps', {
      idUniteRps: 'p1',
      idFacteur: 'interruptions',
      reponse: 'toujours',
      situationsConcretes: ' Appels\u0007 pendant la caisse\u202e ',
      imprimerSituations: true,
    });
    expect(res.statusCode).toBe(200);
    const unit = res.json<DuerpDocument>().data.risquesPsychosociaux?.unitesRps[0];
    expect(unit?.reponses).toEqual([
      {
        idFacteur: 'interruptions',
        reponse: 'toujours',
        situationsConcretes: 'Appels pendant la caisse',
        imprimerSituations: true,
      },
    ]);
  });
});
