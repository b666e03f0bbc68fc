import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPS_MESSAGES, type DuerpDocument } from '@duerp/domain';
import { createAccount, useTestApp } from '../../../test/helpers/test-app.js';
import { completeDocument, createDuerp, generate } from '../../../test/helpers/duerp.js';
import { withRpsUnits } from '../../../test/helpers/document-write-arbitraries.js';
import { poppler } from '../../../test/helpers/pdf.js';

const t = useTestApp();
let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(() => pdfs.cleanup());

type Auth = { authorization: string };
const post = (auth: Auth, id: string, path: string, payload: unknown, method = 'POST' as const) =>
  t.app.inject({
    method,
    url: `/api/duerp/${id}/${path}`,
    headers: auth,
    payload: payload as object,
  });

const seance = {
  idUniteRps: 'p1',
  date: '2026-11-20',
  animateurDirection: { nom: 'Claire Martin', fonction: 'Gérante' },
  animateurPersonnel: { nom: 'Paul Durand', fonction: 'Délégué du personnel' },
  nombreParticipants: 5,
  confidentialiteAcceptee: true,
};

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

describe('the printed RPS part', () => {
  it('prints « Facteurs de risques psychosociaux » in a new version only: the PDF read back with pdftotext, the DOCX and the XLSX', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const generated = async () => {
      const res = await generate(t, owner.auth, doc.id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    };
    const before = await generated();
    const writes: [string, unknown][] = [
      [
        'update-list-unites-rps',
        {
          unitesRps: [
            {
              idUniteRps: 'p1',
              displayName: 'Équipe de vente',
              idsUnitesDeTravail: ['u1'],
              mode: 'groupe',
            },
          ],
        },
      ],
      ['update-seance-rps', seance],
      [
        'update-reponse-rps',
        {
          idUniteRps: 'p1',
          idFacteur: 'interruptions',
          reponse: 'toujours',
          situationsConcretes: 'Appels pendant la caisse',
          imprimerSituations: true,
        },
      ],
      [
        'update-reponse-rps',
        {
          idUniteRps: 'p1',
          idFacteur: 'rythmes',
          reponse: 'souvent',
          situationsConcretes: 'Texte gardé pour le groupe',
          imprimerSituations: false,
        },
      ],
      [
        'update-synthese-rps',
        {
          idUniteRps: 'p1',
          famille: 'valeurs',
          niveau: 'faible',
          motif: 'Équipe fière de son travail',
        },
      ],
      [
        'upsert-action-rps',
        {
          idUniteRps: 'p1',
          cible: { type: 'facteur', idFacteur: 'interruptions' },
          descriptionDeLaMesure: 'Plages sans appels',
          responsable: 'Gérante',
          date: '2027-02-01',
          statut: 'À planifier',
        },
      ],
    ];
    for (const [path, body] of writes)
      expect((await post(owner.auth, doc.id, path, body)).statusCode).toBe(200);
    const after = await generated();
    const text = async (versionId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/${versionId}/download`,
        headers: owner.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfs.pages(res.rawPayload)).join('\n').replace(/\s+/g, ' ');
    };
    const old = await text(before);
    expect(old).not.toContain('psychosociaux');
    const printed = await text(after);
    expect(printed).toContain('Facteurs de risques psychosociaux');
    expect(printed).toContain('ED 6140');
    expect(printed).toContain('Séance du 20 novembre 2026 · 5 participants');
    expect(printed).toMatch(/Intensité et complexité du travail Élevé/);
    expect(printed).toMatch(
      /Conflits de valeurs Faible Ajusté par le groupe : Équipe fière de son travail/,
    );
    expect(printed).toContain('Appels pendant la caisse');
    expect(printed).not.toContain('Texte gardé pour le groupe');
    expect(printed).toContain('Plages sans appels');
    expect(printed).not.toContain('Claire Martin Gérante');

    const office = async (versionId: string, format: 'docx' | 'xlsx') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/${versionId}/download-${format}`,
        headers: owner.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const part = format === 'docx' ? 'word/document.xml' : 'xl/sharedStrings.xml';
      return (await zip.file(part)!.async('string')).replace(/<[^>]+>/g, ' ');
    };
    for (const format of ['docx', 'xlsx'] as const) {
      expect(await office(before, format)).not.toContain('psychosociaux');
      const written = await office(after, format);
      expect(written, format).toContain('Séance du 20 novembre 2026 · 5 participants');
      expect(written, format).toContain('Intensité et complexité du travail');
      expect(written, format).toContain('Élevé');
      expect(written, format).toContain('Ajusté par le groupe : Équipe fière de son travail');
      expect(written, format).toContain('Appels pendant la caisse');
      expect(written, format).not.toContain('Texte gardé pour le groupe');
      expect(written, format).toContain('Plages sans appels');
    }
  });
});
