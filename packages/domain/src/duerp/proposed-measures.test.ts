import { describe, expect, it } from 'vitest';
import type { MesureChoisie, MesureProposee } from './mesures.js';
import { mesuresExistantesText, hasMesuresExistantes } from './existing-measures.js';
import {
  isRisqueEleve,
  mesuresAChoisir,
  mesuresAProposer,
  mesuresChoisies,
  needsCollectiveProtection,
} from './proposed-measures.js';
import type { Risque } from './schemas.js';

const garde: MesureProposee = {
  idMesure: 'm1',
  texte: 'Poser un garde-corps le long de la trémie',
  principe: 4,
  nature: 'technique',
  article: null,
};
const harnais: MesureProposee = {
  idMesure: 'm2',
  texte: 'Fournir un harnais antichute',
  principe: 8,
  nature: 'epi',
  article: null,
};
const formation: MesureProposee = {
  idMesure: 'm3',
  texte: 'Former au port du harnais',
  principe: 9,
  nature: 'formation-information',
  article: null,
};
const as = (m: MesureProposee, etat: MesureChoisie['etat']): MesureChoisie => ({ ...m, etat });

const risque = (over: Partial<Risque> = {}) => ({
  idRisque: 'r1',
  niveauDeRisqueValue: 6,
  niveauDeRisqueStatus: 'RED' as const,
  ...over,
});
const action = (descriptionDeLaMesure: string, idRisqueAssocie = 'r1') => ({
  idRisqueAssocie,
  descriptionDeLaMesure,
});

describe('isRisqueEleve', () => {
  it('is high for « Important » and « Critique » only', () => {
    expect(isRisqueEleve(risque({ niveauDeRisqueValue: 3, niveauDeRisqueStatus: 'ORANGE' }))).toBe(
      true,
    );
    expect(isRisqueEleve(risque())).toBe(true);
    expect(isRisqueEleve(risque({ niveauDeRisqueValue: 2, niveauDeRisqueStatus: 'YELLOW' }))).toBe(
      false,
    );
    expect(isRisqueEleve(risque({ niveauDeRisqueValue: null, niveauDeRisqueStatus: null }))).toBe(
      false,
    );
  });
});

describe('mesuresAChoisir', () => {
  it("lists the catalogue's measures with the stored answers, then answered ones the catalogue dropped", () => {
    const old = { ...harnais, idMesure: 'gone', texte: 'Ancienne mesure' };
    const list = mesuresAChoisir(
      [as({ ...garde, texte: 'Texte d’alors' }, 'en-place'), as(old, 'non-concerne')],
      [garde, harnais],
    );
    expect(list.map((m) => [m.idMesure, m.texte, m.etat])).toEqual([
      ['m1', 'Texte d’alors', 'en-place'],
      ['m2', harnais.texte, null],
      ['gone', 'Ancienne mesure', 'non-concerne'],
    ]);
    expect(mesuresChoisies(list).map((m) => m.idMesure)).toEqual(['m1', 'gone']);
  });
});

describe('mesuresAProposer', () => {
  it('proposes the « Pas en place » measures of a high risk that no action of the risk describes', () => {
    const r = risque({
      mesuresProposees: [
        as(garde, 'pas-en-place'),
        as(harnais, 'pas-en-place'),
        as(formation, 'en-place'),
      ],
    });
    expect(mesuresAProposer(r, []).map((m) => m.idMesure)).toEqual(['m1', 'm2']);
    expect(
      mesuresAProposer(r, [action('fournir un HARNAIS antichute '), action(garde.texte, 'r2')]).map(
        (m) => m.idMesure,
      ),
    ).toEqual(['m1']);
  });
  it('proposes nothing for a risk that is not high', () => {
    const r = risque({
      niveauDeRisqueValue: 2,
      niveauDeRisqueStatus: 'YELLOW',
      mesuresProposees: [as(garde, 'pas-en-place')],
    });
    expect(mesuresAProposer(r, [])).toEqual([]);
  });
});

describe('needsCollectiveProtection (L4121-2, 8°)', () => {
  it('warns a high risk whose measures in place and actions are all individual', () => {
    const r = risque({
      mesuresProposees: [
        as(harnais, 'en-place'),
        as(garde, 'pas-en-place'),
        as(formation, 'pas-en-place'),
      ],
    });
    expect(needsCollectiveProtection(r, [])).toBe(true);
    expect(needsCollectiveProtection(r, [action(formation.texte)])).toBe(true);
  });
  it('does not warn once a collective measure is in place or planned', () => {
    const inPlace = risque({ mesuresProposees: [as(harnais, 'en-place'), as(garde, 'en-place')] });
    expect(needsCollectiveProtection(inPlace, [])).toBe(false);
    const planned = risque({
      mesuresProposees: [as(harnais, 'en-place'), as(garde, 'pas-en-place')],
    });
    expect(needsCollectiveProtection(planned, [action(garde.texte)])).toBe(false);
  });
  it('gives an action of its own wording the benefit of the doubt', () => {
    const r = risque({ mesuresProposees: [as(harnais, 'en-place')] });
    expect(needsCollectiveProtection(r, [action('Installer une plateforme')])).toBe(false);
  });
  it('does not warn a risk without any measure, nor a risk that is not high', () => {
    expect(needsCollectiveProtection(risque(), [])).toBe(false);
    const low = risque({
      niveauDeRisqueValue: 1,
      niveauDeRisqueStatus: 'YELLOW',
      mesuresProposees: [as(harnais, 'en-place')],
    });
    expect(needsCollectiveProtection(low, [])).toBe(false);
  });
});

describe('mesuresExistantesText', () => {
  it('prints the free text as before when no measure is answered « En place »', () => {
    expect(mesuresExistantesText({ mesuresExistantes: ' Tapis ' })).toBe(' Tapis ');
    expect(mesuresExistantesText({})).toBe('');
    const r = { mesuresProposees: [as(garde, 'pas-en-place'), as(harnais, 'non-concerne')] };
    expect(mesuresExistantesText(r)).toBe('');
    expect(hasMesuresExistantes({ unitesDeTravail: [{ risques: [r] }] } as never)).toBe(false);
  });
  it('lists the measures « En place » under the free text', () => {
    const r = {
      mesuresExistantes: 'Tapis\n',
      mesuresProposees: [
        as(garde, 'en-place'),
        as(harnais, 'pas-en-place'),
        as(formation, 'en-place'),
      ],
    };
    expect(mesuresExistantesText(r)).toBe(`Tapis\n• ${garde.texte}\n• ${formation.texte}`);
    expect(mesuresExistantesText({ mesuresProposees: [as(garde, 'en-place')] })).toBe(
      `• ${garde.texte}`,
    );
    expect(
      hasMesuresExistantes({
        unitesDeTravail: [{ risques: [{ mesuresProposees: [as(garde, 'en-place')] }] }],
      } as never),
    ).toBe(true);
  });
});
