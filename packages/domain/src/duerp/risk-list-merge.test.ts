import { describe, expect, it } from 'vitest';
import { mergeRisqueList } from './risk-list-merge.js';
import type { Risque } from './schemas.js';

const stored: Risque = {
  idRisque: 'r1',
  idCategorie: 'c1',
  code: '1',
  displayName: 'Chute',
  danger: 'Sol mouillé',
  remarques: 'Vu en réunion',
  evalGravite: 3,
  evalFrequence: 2,
  evalMaitrise: 2,
  isRisqueEvalue: true,
  niveauDeRisqueValue: 3,
  niveauDeRisqueStatus: 'ORANGE',
  isUserDefined: false,
  infoSeuil: null,
  mesuresExistantes: 'Tapis',
};

describe('mergeRisqueList', () => {
  it('takes names, codes, categories and order from the list, texts and ratings from the stored risk', () => {
    const merged = mergeRisqueList(
      [stored],
      [
        {
          idRisque: 'r2',
          idCategorie: 'c1',
          code: '2',
          displayName: 'Bruit',
          danger: 'Machines',
          remarques: '',
          isUserDefined: true,
        },
        {
          idRisque: 'r1',
          idCategorie: 'c2',
          code: '1b',
          displayName: 'Chute renommée',
          danger: 'Autre texte',
          remarques: 'Autre',
          isUserDefined: false,
        },
      ],
    );
    expect(merged.map((r) => r.idRisque)).toEqual(['r2', 'r1']);
    expect(merged[1]).toMatchObject({
      idCategorie: 'c2',
      code: '1b',
      displayName: 'Chute renommée',
      danger: 'Sol mouillé',
      remarques: 'Vu en réunion',
      evalGravite: 3,
      mesuresExistantes: 'Tapis',
    });
    expect(merged[0]).toMatchObject({ danger: 'Machines', evalGravite: null });
    expect(merged[0]).not.toHaveProperty('mesuresExistantes');
  });
  it('keeps the answered measures and the catalogue origin, and takes a new origin from the list', () => {
    const answered: Risque = {
      ...stored,
      idPremadeRisque: 'risque_chutes_1',
      mesuresProposees: [
        {
          idMesure: 'm1',
          texte: 'Poser une main courante',
          principe: 4,
          nature: 'technique',
          article: null,
          etat: 'en-place',
        },
      ],
    };
    const item = {
      idRisque: 'r1',
      idCategorie: 'c1',
      code: '1',
      displayName: 'Chute',
      danger: '',
      remarques: '',
      isUserDefined: false,
    };
    const [kept] = mergeRisqueList([answered], [item]);
    expect(kept?.idPremadeRisque).toBe('risque_chutes_1');
    expect(kept?.mesuresProposees).toEqual(answered.mesuresProposees);
    const [added] = mergeRisqueList([], [{ ...item, idPremadeRisque: 'risque_chutes_2' }]);
    expect(added?.idPremadeRisque).toBe('risque_chutes_2');
    expect(mergeRisqueList([stored], [item])[0]).not.toHaveProperty('idPremadeRisque');
  });

  it('stores the catalogue risk and the answers the list carries, and keeps them when it does not', () => {
    const answer = {
      idMesure: 'mesure_escaliers_1',
      texte: 'Poser une main courante',
      principe: 8,
      nature: 'technique',
      article: null,
      etat: 'pas-en-place',
    } as const;
    const input = {
      idRisque: 'r1',
      idCategorie: 'c1',
      code: '1',
      displayName: 'Chute',
      danger: '',
      remarques: '',
      isUserDefined: false,
    };
    const [first] = mergeRisqueList(
      [stored],
      [{ ...input, idPremadeRisque: 'risque_escaliers_1', mesuresProposees: [answer] }],
    );
    expect(first).toMatchObject({
      idPremadeRisque: 'risque_escaliers_1',
      mesuresProposees: [answer],
      evalGravite: 3,
    });
    const [kept] = mergeRisqueList([first!], [input]);
    expect(kept).toMatchObject({
      idPremadeRisque: 'risque_escaliers_1',
      mesuresProposees: [answer],
    });
    const [untouched] = mergeRisqueList([stored], [input]);
    expect(untouched).not.toHaveProperty('idPremadeRisque');
    expect(untouched).not.toHaveProperty('mesuresProposees');
  });
});
