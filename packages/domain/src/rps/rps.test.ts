import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import { DuerpDataSchema, type DuerpData } from '../duerp/schemas.js';
import { applyDocumentWrite, replayDocumentWrite } from '../document-writes/document-writes.js';
import { DocumentWriteError } from '../document-writes/write-error.js';
import { FACTEURS_RPS, FAMILLES_RPS, RPS_METHOD_SOURCE } from './grid.js';
import { QUESTIONS_SIMPLIFIEES_RPS } from './light-grid.js';
import { RPS_MESSAGES } from './messages.js';
import type { FrequenceRps } from './schemas.js';
import { dialogueSocialWarning, isLightPathOffered, isRpsEvaluated } from './rules.js';
import { niveauFromScores, scoreReponseRps, syntheseUniteRps } from './synthesis.js';

const ctx = { newId: () => 'nouveau', now: () => '2026-12-03T10:00:00.000Z' };
const seance = {
  idUniteRps: 'rps1',
  date: '2026-11-20',
  animateurDirection: { nom: 'Claire Martin', fonction: 'Responsable RH' },
  animateurPersonnel: { nom: 'Paul Durand', fonction: 'Membre du CSE' },
  nombreParticipants: 5,
  confidentialiteAcceptee: true as const,
};

function withUnit(mode: 'groupe' | 'simplifie', nombreEmployes = 20): DuerpData {
  const data = emptyDuerpData();
  data.entreprise = {
    nom: 'Boulangerie',
    siret: '',
    secteurDActivite: '',
    isSecteurPublic: false,
    adresse: '',
    nomDuRepresentantLegal: '',
    nombreEmployes,
    isEtablissement: false,
    nomDeLEtablissement: '',
  };
  return applyDocumentWrite(
    'updateListUnitesRps',
    data,
    { unitesRps: [{ idUniteRps: 'rps1', displayName: 'Vente', idsUnitesDeTravail: [], mode }] },
    ctx,
  );
}

const answer = (data: DuerpData, idFacteur: string, reponse: FrequenceRps) =>
  applyDocumentWrite(
    'updateReponseRps',
    data,
    { idUniteRps: 'rps1', idFacteur, reponse, situationsConcretes: '', imprimerSituations: false },
    ctx,
  );

const unitOf = (data: DuerpData) => data.risquesPsychosociaux!.unitesRps[0]!;
const familyOf = (data: DuerpData, famille: string) =>
  syntheseUniteRps(unitOf(data)).find((f) => f.famille === famille)!;

function refusal(run: () => unknown): DocumentWriteError {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentWriteError) return error;
    throw error;
  }
  throw new Error('the write was accepted');
}

describe('the RPS grid', () => {
  it('has the 26 factors of the 7 families of RPS-DU, named after ED 6140', () => {
    expect(FAMILLES_RPS).toHaveLength(7);
    expect(FACTEURS_RPS).toHaveLength(26);
    const perFamily = FAMILLES_RPS.map((f) => FACTEURS_RPS.filter((x) => x.famille === f.id));
    expect(perFamily.map((list) => list.length)).toEqual([7, 5, 3, 3, 4, 2, 2]);
    expect(new Set(FACTEURS_RPS.map((f) => f.id)).size).toBe(26);
    expect(RPS_METHOD_SOURCE).toContain('ED 6140');
  });

  it('words about half the factors as resources', () => {
    const resources = FACTEURS_RPS.filter((f) => f.polarite === 'ressource').length;
    expect(resources).toBeGreaterThanOrEqual(11);
    expect(resources).toBeLessThanOrEqual(15);
  });

  it('gives the light path at least one question per family', () => {
    for (const famille of FAMILLES_RPS)
      expect(QUESTIONS_SIMPLIFIEES_RPS.some((q) => q.famille === famille.id)).toBe(true);
    expect(QUESTIONS_SIMPLIFIEES_RPS.length).toBeLessThan(FACTEURS_RPS.length);
  });
});

describe('polarity', () => {
  it('scores « toujours » as the most risk for a factor worded as a risk', () => {
    expect(scoreReponseRps('toujours', 'risque')).toBe(3);
    expect(scoreReponseRps('jamais', 'risque')).toBe(0);
  });

  it('scores « toujours » as no risk for a factor worded as a resource', () => {
    expect(scoreReponseRps('toujours', 'ressource')).toBe(0);
    expect(scoreReponseRps('jamais', 'ressource')).toBe(3);
    expect(scoreReponseRps('parfois', 'ressource')).toBe(2);
  });

  it('colours support from colleagues « toujours » green and violence « toujours » red', () => {
    let data = applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx);
    data = answer(data, 'soutien-collegues', 'toujours');
    expect(familyOf(data, 'rapports').niveau).toBe('faible');
    data = answer(data, 'soutien-collegues', 'jamais');
    expect(familyOf(data, 'rapports').niveau).toBe('eleve');
  });
});

describe('synthesis', () => {
  it('computes a family level from the mean of its answered factors', () => {
    expect(niveauFromScores([])).toBeNull();
    expect(niveauFromScores([0, 1, 0])).toBe('faible');
    expect(niveauFromScores([1, 2])).toBe('modere');
    expect(niveauFromScores([2, 3, 2])).toBe('eleve');
  });

  it('never lets one worst answer average away to « faible »', () => {
    expect(niveauFromScores([0, 0, 0, 0, 0, 0, 3])).toBe('modere');
  });

  it('counts the answers per family and leaves unanswered families without a level', () => {
    let data = applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx);
    data = answer(data, 'rythmes', 'souvent');
    data = answer(data, 'interruptions', 'toujours');
    const intensite = familyOf(data, 'intensite');
    expect(intensite).toMatchObject({ nombreReponses: 2, nombreQuestions: 7, niveau: 'eleve' });
    expect(familyOf(data, 'horaires').niveau).toBeNull();
  });

  it('keeps one group answer per factor: answering again replaces it', () => {
    let data = applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx);
    data = answer(data, 'rythmes', 'souvent');
    data = answer(data, 'rythmes', 'jamais');
    expect(unitOf(data).reponses).toEqual([
      {
        idFacteur: 'rythmes',
        reponse: 'jamais',
        situationsConcretes: '',
        imprimerSituations: false,
      },
    ]);
  });
});

describe('overrides', () => {
  const answered = () =>
    answer(
      applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx),
      'rythmes',
      'toujours',
    );

  it('lets the group set its own level with a recorded reason', () => {
    const data = applyDocumentWrite(
      'updateSyntheseRps',
      answered(),
      { idUniteRps: 'rps1', famille: 'intensite', niveau: 'modere', motif: 'Pic saisonnier' },
      ctx,
    );
    expect(familyOf(data, 'intensite')).toMatchObject({
      niveauCalcule: 'eleve',
      niveau: 'modere',
      motifAjustement: 'Pic saisonnier',
    });
  });

  it('refuses an override without a reason', () => {
    const error = refusal(() =>
      replayDocumentWrite(
        { data: answered(), revision: 1 } as never,
        'updateSyntheseRps',
        { idUniteRps: 'rps1', famille: 'intensite', niveau: 'faible', motif: '  ' },
        ctx,
      ),
    );
    expect(error.message).toBe(RPS_MESSAGES.motifRequired);
  });

  it('goes back to the computed level when the override is cleared', () => {
    let data = applyDocumentWrite(
      'updateSyntheseRps',
      answered(),
      { idUniteRps: 'rps1', famille: 'intensite', niveau: 'faible', motif: 'Vu ensemble' },
      ctx,
    );
    data = applyDocumentWrite(
      'updateSyntheseRps',
      data,
      { idUniteRps: 'rps1', famille: 'intensite', niveau: null, motif: '' },
      ctx,
    );
    expect(familyOf(data, 'intensite')).toMatchObject({ niveau: 'eleve', motifAjustement: null });
  });
});

describe('safeguards', () => {
  it.each([0, 1, 2])('refuses a group session of %i participants', (nombreParticipants) => {
    const error = refusal(() =>
      applyDocumentWrite(
        'updateSeanceRps',
        withUnit('groupe'),
        { ...seance, nombreParticipants },
        ctx,
      ),
    );
    expect(error.refusal).toBe('invalid');
    expect(error.message).toBe(RPS_MESSAGES.participantsMin);
  });

  it('accepts a group session of 3 participants and stores no names of participants', () => {
    const data = applyDocumentWrite(
      'updateSeanceRps',
      withUnit('groupe'),
      { ...seance, nombreParticipants: 3 },
      ctx,
    );
    expect(unitOf(data).seance).toEqual({
      ...seance,
      idUniteRps: undefined,
      nombreParticipants: 3,
    });
  });

  it('refuses the group answers before the session and its confidentiality are recorded', () => {
    const error = refusal(() => answer(withUnit('groupe'), 'rythmes', 'souvent'));
    expect(error.message).toBe(RPS_MESSAGES.seanceRequired);
  });

  it('warns to call an external facilitator while social dialogue is degraded', () => {
    const data = applyDocumentWrite(
      'updateDialogueSocialRps',
      withUnit('groupe'),
      { dialogueSocial: 'degrade' },
      ctx,
    );
    expect(dialogueSocialWarning(data.risquesPsychosociaux)).toBe(RPS_MESSAGES.dialogueDegrade);
    expect(dialogueSocialWarning(withUnit('groupe').risquesPsychosociaux)).toBeNull();
  });
});

describe('the light path', () => {
  it('is offered under 50 employees only', () => {
    expect(isLightPathOffered(49)).toBe(true);
    expect(isLightPathOffered(50)).toBe(false);
    expect(refusal(() => withUnit('simplifie', 50)).message).toBe(RPS_MESSAGES.lightPathTooBig);
  });

  it('gives the same family levels from the manager’s answers, with no session', () => {
    let data = withUnit('simplifie');
    for (const idQuestion of ['s-entraide', 's-conflits'])
      data = applyDocumentWrite(
        'updateReponseSimplifieeRps',
        data,
        { idUniteRps: 'rps1', idQuestion, reponse: 'toujours' },
        ctx,
      );
    expect(familyOf(data, 'rapports')).toMatchObject({ niveau: 'modere', nombreReponses: 2 });
    expect(isRpsEvaluated(data)).toBe(true);
  });

  it('refuses the group grid on a light-path unit and the light questions on a group unit', () => {
    expect(
      refusal(() => applyDocumentWrite('updateSeanceRps', withUnit('simplifie'), seance, ctx))
        .message,
    ).toBe(RPS_MESSAGES.seanceLightPath);
    const error = refusal(() =>
      applyDocumentWrite(
        'updateReponseSimplifieeRps',
        withUnit('groupe'),
        { idUniteRps: 'rps1', idQuestion: 's-sens', reponse: 'jamais' },
        ctx,
      ),
    );
    expect(error.message).toBe(RPS_MESSAGES.wrongModeSimplifie);
  });
});

describe('RPS units and actions', () => {
  it('keeps a unit’s answers when the list is saved again and links only known work units', () => {
    let data = applyDocumentWrite('updateSeanceRps', withUnit('groupe'), seance, ctx);
    data = answer(data, 'rythmes', 'souvent');
    data = applyDocumentWrite(
      'updateListUnitesRps',
      data,
      {
        unitesRps: [
          {
            idUniteRps: 'rps1',
            displayName: 'Vente et caisse',
            idsUnitesDeTravail: [],
            mode: 'groupe',
          },
        ],
      },
      ctx,
    );
    expect(unitOf(data)).toMatchObject({
      displayName: 'Vente et caisse',
      reponses: [{ idFacteur: 'rythmes' }],
    });
    const error = refusal(() =>
      applyDocumentWrite(
        'updateListUnitesRps',
        data,
        {
          unitesRps: [
            {
              idUniteRps: 'rps1',
              displayName: 'Vente',
              idsUnitesDeTravail: ['absente'],
              mode: 'groupe',
            },
          ],
        },
        ctx,
      ),
    );
    expect(error.message).toBe(RPS_MESSAGES.uniteDeTravailUnknown);
  });

  it('drops a link to a work unit removed since, instead of refusing the list', () => {
    const stored = withUnit('groupe');
    const unit = stored.risquesPsychosociaux!.unitesRps[0]!;
    const linked = {
      ...stored,
      risquesPsychosociaux: {
        ...stored.risquesPsychosociaux!,
        unitesRps: [{ ...unit, idsUnitesDeTravail: ['supprimee'] }],
      },
    };
    const data = applyDocumentWrite(
      'updateListUnitesRps',
      linked,
      {
        unitesRps: [
          {
            idUniteRps: 'rps1',
            displayName: 'Vente',
            idsUnitesDeTravail: ['supprimee'],
            mode: 'groupe',
          },
        ],
      },
      ctx,
    );
    expect(unitOf(data).idsUnitesDeTravail).toEqual([]);
  });

  it('adds, edits and deletes an action of a factor, with the fields of every action', () => {
    const action = {
      idUniteRps: 'rps1',
      cible: { type: 'facteur' as const, idFacteur: 'interruptions' },
      descriptionDeLaMesure: 'Plages sans interruption',
      responsable: 'Gérante',
      budget: '',
      date: '2027-03-01',
      statut: 'À planifier' as const,
    };
    let data = applyDocumentWrite('upsertActionRps', withUnit('groupe'), action, ctx);
    const { idUniteRps: _unit, ...fields } = action;
    expect(unitOf(data).actions).toEqual([{ idAction: 'nouveau', ...fields }]);
    data = applyDocumentWrite(
      'upsertActionRps',
      data,
      { ...action, idAction: 'nouveau', statut: 'En cours' },
      ctx,
    );
    expect(unitOf(data).actions[0]?.statut).toBe('En cours');
    data = applyDocumentWrite(
      'deleteActionRps',
      data,
      { idUniteRps: 'rps1', idAction: 'nouveau' },
      ctx,
    );
    expect(unitOf(data).actions).toEqual([]);
    expect(DuerpDataSchema.safeParse(data).success).toBe(true);
  });
});
