import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import type { DuerpData } from '../duerp/schemas.js';
import type { UniteRps } from '../rps/schemas.js';
import { withPlainSpaces } from '../text/numbers.js';
import { presentActions } from './version.js';

const uniteRps = (over: Partial<UniteRps> = {}): UniteRps => ({
  idUniteRps: 'p1',
  displayName: 'Accueil',
  idsUnitesDeTravail: [],
  mode: 'groupe',
  seance: null,
  reponses: [],
  reponsesSimplifiees: [],
  ajustements: [],
  actions: [
    {
      idAction: 'ar2',
      cible: { type: 'famille', famille: 'rapports' },
      descriptionDeLaMesure: 'Médiation entre équipes',
      responsable: 'Direction',
      budget: '',
      date: '',
      statut: 'À planifier',
    },
    {
      idAction: 'ar1',
      cible: { type: 'facteur', idFacteur: 'rythmes' },
      descriptionDeLaMesure: 'Lisser les pics de charge',
      responsable: 'Chef d’équipe',
      budget: '1500',
      date: '2026-10-01',
      statut: 'En cours',
    },
  ],
  ...over,
});

function data(isPapripactEnabled: boolean): DuerpData {
  return {
    ...emptyDuerpData(),
    isPapripactEnabled,
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        niveauDeRisqueValue: null,
        categorieDeRisques: [],
        risques: [],
        papripactActionsPreventives: [
          {
            idAction: 'x1',
            idUniteDeTravail: 'u1',
            idRisqueAssocie: 'gone',
            descriptionDeLaMesure: 'Garde-corps',
            responsable: 'Hélène',
            budget: '1000',
            date: '2026-03-01',
            statut: 'En cours',
          },
        ],
      },
    ],
    risquesPsychosociaux: {
      dialogueSocial: 'bon',
      unitesRps: [
        uniteRps(),
        uniteRps({ idUniteRps: 'p2', displayName: 'Sans action', actions: [] }),
      ],
    },
  };
}

const plain = (s: string | undefined) => withPlainSpaces(s ?? '').replace(/\u00a0/g, ' ');

describe('presentActions with RPS units', () => {
  it('lists the RPS units with actions after the work units, labelled with their unit and family/factor', () => {
    const shown = presentActions(data(true));
    expect(shown.units.map((u) => u.title)).toEqual([
      'Unité de travail : Atelier',
      'Unité RPS : Accueil',
    ]);
    const rps = shown.units[1];
    expect(rps).toMatchObject({ idUniteRps: 'p1', displayName: 'Accueil (unité RPS)' });
    expect(rps?.actions.map((a) => [a.idAction, a.risque])).toEqual([
      ['ar1', 'RPS – Intensité et complexité du travail : Contraintes de rythme'],
      ['ar2', 'RPS – Rapports sociaux au travail dégradés'],
    ]);
    expect(rps?.actions[0]).toMatchObject({
      idUniteRps: 'p1',
      unite: 'Accueil',
      mesure: 'Lisser les pics de charge',
      echeance: '1 octobre 2026',
      day: '2026-10-01',
      amount: 1500,
    });
    expect(plain(rps?.detail)).toBe('2 actions · coût estimé 1 500 € (1 action chiffrée sur 2)');
  });

  it('counts the RPS actions in the totals and the statuses of the programme', () => {
    const shown = presentActions(data(true));
    expect(plain(shown.totalLine)).toBe(
      'Coût estimé total du programme : 2 500 € (2 actions chiffrées sur 3).',
    );
    expect(shown.actionCount).toBe('3 actions');
    expect(shown.statusLine).toBe('3 actions — à planifier : 1 · en cours : 2.');
    expect(presentActions(data(false)).units[1]?.detail).toMatch(/ · budget /);
  });
});
