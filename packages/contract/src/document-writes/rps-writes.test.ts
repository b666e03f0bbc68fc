import { describe, expect, it } from 'vitest';
import {
  FACTEURS_RPS,
  FAMILLES_RPS,
  RPS_METHOD_SOURCE,
  QUESTIONS_SIMPLIFIEES_RPS,
  RPS_MESSAGES,
  niveauFromScores,
  scoreReponseRps,
} from '@duerp/domain/rps';
import { applyDocumentWrite, replayDocumentWrite } from './document-writes.js';
import {
  answer,
  ctx,
  familyOf,
  refusal,
  seance,
  unitOf,
  withUnit,
} from './rps-writes.test-support.js';

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
