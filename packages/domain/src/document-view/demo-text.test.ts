import { describe, expect, it } from 'vitest';
import { reverseDemoText, toDemoDuerpData } from './demo-text.js';
import { documentData } from './document-view.fixtures.js';

describe('reverseDemoText', () => {
  it('reverses the characters and keeps accents on their letters', () => {
    expect(reverseDemoText('Accès à l’échelle')).toBe('ellehcé’l à sèccA');
    expect(reverseDemoText('e\u0301te\u0301')).toBe('e\u0301te\u0301'); // "été" with combining accents
    expect(reverseDemoText('Coût 15 €')).toBe('€ 51 tûoC');
    expect(reverseDemoText('')).toBe('');
  });
  it('reverses the free texts of a document, not its codes, evaluations or company', () => {
    const data = documentData();
    data.unitesDeTravail[0]!.risques[0]!.danger = 'Sol glissant';
    data.unitesDeTravail[0]!.papripactActionsPreventives.push({
      idAction: 'x',
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'a',
      descriptionDeLaMesure: 'Poser un tapis',
      responsable: 'Jean Dupré',
      budget: '200 €',
      date: '2026-05-01',
      statut: 'En cours',
    });
    const demo = toDemoDuerpData(data);
    const unit = demo.unitesDeTravail[0]!;
    expect(unit.displayName).toBe('reiletA');
    expect(unit.categorieDeRisques[0]!.displayName).toBe('tiurB');
    expect(unit.risques[0]).toMatchObject({
      displayName: 'a euqsiR',
      danger: 'tnassilg loS',
      code: '1.10',
      niveauDeRisqueValue: 2,
    });
    expect(unit.papripactActionsPreventives[0]).toMatchObject({
      descriptionDeLaMesure: 'sipat nu resoP',
      responsable: 'Jean Dupré',
      budget: '200 €',
    });
    expect(data.unitesDeTravail[0]!.displayName).toBe('Atelier');
  });
});

describe('toDemoDuerpData and the assessment fields (issue 16)', () => {
  it('reverses the existing measures, the answered proposed measures, the differentiated-exposure note and the situations', () => {
    const data = documentData();
    const unite = data.unitesDeTravail[0]!;
    unite.risques[0]!.mesuresExistantes = 'Tapis';
    unite.risques[0]!.expositionDifferencieeNote = 'Grossesse';
    unite.expositionsPenibilite = [{ idFacteur: 'bruit', nombreExposes: 2, situations: 'Presse' }];
    unite.risques[0]!.mesuresProposees = [
      {
        idMesure: 'm1',
        texte: 'Rampe',
        principe: 4,
        nature: 'technique',
        article: null,
        etat: 'en-place',
      },
    ];
    const demo = toDemoDuerpData(data).unitesDeTravail[0]!;
    expect(demo.risques[0]).toMatchObject({
      mesuresExistantes: 'sipaT',
      expositionDifferencieeNote: 'essessorG',
    });
    expect(demo.risques[0]!.mesuresProposees?.map((m) => [m.idMesure, m.texte, m.etat])).toEqual([
      ['m1', 'epmaR', 'en-place'],
    ]);
    expect(demo.expositionsPenibilite).toEqual([
      { idFacteur: 'bruit', nombreExposes: 2, situations: 'esserP' },
    ]);
  });
  it('adds none of them to a document without them', () => {
    const demo = toDemoDuerpData(documentData());
    expect(demo.unitesDeTravail[0]).not.toHaveProperty('expositionsPenibilite');
    expect(demo.unitesDeTravail[0]!.risques[0]).not.toHaveProperty('mesuresExistantes');
    expect(demo).not.toHaveProperty('risquesPsychosociaux');
  });

  it('reverses the RPS unit names, situations, adjustment reasons and actions (issue 43)', () => {
    const data = {
      ...documentData(),
      risquesPsychosociaux: {
        dialogueSocial: 'bon' as const,
        unitesRps: [
          {
            idUniteRps: 'p1',
            displayName: 'Vente',
            idsUnitesDeTravail: [],
            mode: 'groupe' as const,
            seance: null,
            reponses: [
              {
                idFacteur: 'rythmes',
                reponse: 'souvent' as const,
                situationsConcretes: 'Caisse',
                imprimerSituations: true,
              },
            ],
            reponsesSimplifiees: [],
            ajustements: [
              { famille: 'valeurs' as const, niveau: 'faible' as const, motif: 'Fierté' },
            ],
            actions: [
              {
                idAction: 'a1',
                cible: { type: 'famille' as const, famille: 'valeurs' as const },
                descriptionDeLaMesure: 'Pauses',
                responsable: 'Gérante',
                budget: '',
                date: '2027-01-01',
                statut: 'En cours',
              },
            ],
          },
        ],
      },
    };
    const unite = toDemoDuerpData(data).risquesPsychosociaux!.unitesRps[0]!;
    expect([
      unite.displayName,
      unite.reponses[0]?.situationsConcretes,
      unite.ajustements[0]?.motif,
      unite.actions[0]?.descriptionDeLaMesure,
      unite.reponses[0]?.reponse,
    ]).toEqual(['etneV', 'essiaC', 'étreiF', 'sesuaP', 'souvent']);
  });
});
