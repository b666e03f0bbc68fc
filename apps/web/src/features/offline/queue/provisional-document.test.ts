import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { ACTION, aCompleteDuerp } from '@/test/factories';
import { provisionalDocument } from './provisional-document';

/** The complete document with its one action done, so that its risk may be re-rated. */
const withActionDone = (): DuerpDocument => {
  const document = aCompleteDuerp();
  const [atelier, ...others] = document.data.unitesDeTravail;
  return {
    ...document,
    data: {
      ...document.data,
      unitesDeTravail: [
        { ...atelier!, papripactActionsPreventives: [{ ...ACTION, statut: 'Terminé' }] },
        ...others,
      ],
    },
  };
};

const rerating = {
  idUniteDeTravail: 'u-Atelier',
  idRisque: 'r2',
  idCategorie: 'c1',
  displayName: "  Chute d'escabeau  ",
  danger: '',
  remarques: '',
  evalGravite: 1,
  evalFrequence: 1,
  evalMaitrise: 1,
  isUserDefined: false,
  code: '1.2',
  idActionReevaluation: ACTION.idAction,
};

describe('the document this device shows before the server has a write', () => {
  it('is the server rule’s: a re-rating keeps the former rating, texts are trimmed', () => {
    const before = withActionDone();
    const shown = provisionalDocument(before, 'updateRisque', rerating);
    const risque = shown.data.unitesDeTravail[0]!.risques[1]!;
    expect(risque).toMatchObject({ displayName: "Chute d'escabeau", niveauDeRisqueValue: 0.25 });
    expect(risque.historiqueCotations).toEqual([
      expect.objectContaining({ evalGravite: 4, niveauDeRisqueValue: 20, idAction: 'a1' }),
    ]);
    expect(shown.revision).toBe(before.revision + 1);
    // The other unit is the very same object: nothing else moved.
    expect(shown.data.unitesDeTravail[1]).toBe(before.data.unitesDeTravail[1]);
  });

  it('waits for the server for a new action (it names it) or a write the data refuses', () => {
    const before = aCompleteDuerp();
    const newAction = { ...ACTION, idAction: undefined, idUniteDeTravail: 'u-Atelier' };
    for (const [write, body] of [
      ['upsertAction', newAction],
      ['deleteAction', { idUniteDeTravail: 'u-Inconnue', idAction: 'a1' }],
    ] as const) {
      const shown = provisionalDocument(before, write, body);
      expect(shown.data, write).toBe(before.data);
      expect(shown.revision).toBe(before.revision + 1);
    }
  });
});
