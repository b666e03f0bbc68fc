import { describe, expect, it } from 'vitest';
import { aRisque, rated } from '../testing/index.js';
import { emptyDuerpData } from './document-data.js';
import { completenessProblems } from './completeness.js';
import { ADVISORY_MESSAGES, finalisationAdvisories } from '../penibilite/advisories.js';
import { recomputeLevels } from './levels.js';
import type { DuerpData, Risque } from './schemas.js';

const entreprise = {
  nom: 'Garage Dupont',
  siret: '73282932000074',
  secteurDActivite: 'Transport',
  isSecteurPublic: false,
  adresse: '1 rue de la Gare, 21000 Dijon',
  nomDuRepresentantLegal: 'Paul Dupont',
  nombreEmployes: 8,
  isEtablissement: false,
  nomDeLEtablissement: '',
};
const risque = (id: string, name: string, evaluated: boolean, idCategorie = 'c1'): Risque =>
  aRisque(id, { idCategorie, displayName: name, ...rated(evaluated ? [2, 2, 2] : null) });
function complete(): DuerpData {
  return recomputeLevels({
    ...emptyDuerpData(),
    entreprise,
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        niveauDeRisqueValue: null,
        categorieDeRisques: [
          { idCategorie: 'c1', code: '1.1', displayName: 'Chutes', isUserDefined: false },
        ],
        risques: [risque('r1', 'Glissade', true)],
        papripactActionsPreventives: [],
      },
    ],
  });
}
const messages = (data: DuerpData) =>
  completenessProblems(data).map((p) => `${p.step}: ${p.message}`);

describe('completenessProblems', () => {
  it('finds nothing in a complete document', () => {
    expect(completenessProblems(complete())).toEqual([]);
  });
  it('reports missing company information, a field at a time', () => {
    expect(messages({ ...complete(), entreprise: null })).toEqual([
      "2: Les informations de l'entreprise sont incomplètes.",
    ]);
    for (const field of [
      'nom',
      'siret',
      'secteurDActivite',
      'adresse',
      'nomDuRepresentantLegal',
    ] as const) {
      expect(messages({ ...complete(), entreprise: { ...entreprise, [field]: ' ' } })).toHaveLength(
        1,
      );
    }
    expect(
      messages({ ...complete(), entreprise: { ...entreprise, nombreEmployes: null } }),
    ).toHaveLength(1);
  });
  it('reports no work unit', () => {
    expect(messages({ ...complete(), unitesDeTravail: [] })).toEqual([
      "3: Aucune unité de travail n'a été ajoutée.",
    ]);
  });
  it('reports a unit without risks, a category without risks and a risk without name', () => {
    const data = complete();
    data.unitesDeTravail.push({
      idUniteDeTravail: 'u2',
      displayName: 'Bureau',
      niveauDeRisqueValue: null,
      categorieDeRisques: [],
      risques: [],
      papripactActionsPreventives: [],
    });
    data.unitesDeTravail[0]!.categorieDeRisques.push({
      idCategorie: 'c2',
      code: '',
      displayName: 'Bruit',
      isUserDefined: true,
    });
    data.unitesDeTravail[0]!.risques.push({ ...risque('r2', '  ', true), isRisqueEvalue: true });
    expect(messages(data)).toEqual([
      "4: La catégorie « Bruit » de l'unité « Atelier » ne contient aucun risque.",
      "4: Un risque de l'unité « Atelier » n'a pas de nom.",
      "4: L'unité de travail « Bureau » ne contient aucun risque.",
    ]);
  });
  it('names a single unevaluated risk and counts several', () => {
    const one = complete();
    one.unitesDeTravail[0]!.risques.push(risque('r2', 'Coupure', false));
    expect(messages(recomputeLevels(one))).toEqual(["5: Le risque « Coupure » n'est pas évalué."]);
    one.unitesDeTravail[0]!.risques.push(risque('r3', 'Brûlure', false));
    expect(messages(recomputeLevels(one))).toEqual(['5: 2 risques ne sont pas évalués.']);
  });
  it('reports PAPRIPACT enabled without any action', () => {
    expect(messages({ ...complete(), isPapripactEnabled: true })).toEqual([
      '6: Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.',
    ]);
  });
});

describe('finalisationAdvisories (R4121-1-1 annex)', () => {
  it('asks to check the pénibilité while no unit has any, without blocking the version', () => {
    const data = complete();
    expect(finalisationAdvisories(data)).toEqual([
      { step: 5, message: ADVISORY_MESSAGES.noPenibilite },
    ]);
    expect(completenessProblems(data)).toEqual([]);
  });
  it('has nothing to check once a unit has recorded its pénibilité section, even empty', () => {
    const data = complete();
    data.unitesDeTravail[0]!.expositionsPenibilite = [];
    expect(finalisationAdvisories(data)).toEqual([]);
  });
});
