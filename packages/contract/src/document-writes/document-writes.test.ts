import { describe, expect, it } from 'vitest';
import { aRisque } from '@duerp/domain/testing';
import { contract, type RouteContract } from '../index.js';
import {
  emptyDuerpData,
  DuerpDocumentSchema,
  type DuerpData,
  type Risque,
} from '@duerp/domain/duerp';
import {
  SERVER_DOCUMENT_WRITES,
  applyDocumentWrite,
  documentWriteKeyOf,
  documentWrites,
} from './document-writes.js';
import { DocumentWriteError } from './write-error.js';

const ctx = { newId: () => 'nouveau', now: () => '2026-12-03T10:00:00.000Z' };

const risque = (idRisque: string, overrides: Partial<Risque> = {}): Risque =>
  aRisque(idRisque, { isUserDefined: true, ...overrides });

const twoUnits = (): DuerpData => ({
  ...emptyDuerpData(),
  unitesDeTravail: ['u1', 'u2'].map((id) => ({
    idUniteDeTravail: id,
    displayName: id,
    risques: [risque('r1')],
    categorieDeRisques: [
      { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: true },
    ],
    papripactActionsPreventives: [],
    niveauDeRisqueValue: null,
  })),
});

describe('the writes of a document', () => {
  it('have a rule for every write of the contract that answers the document, or say why not', () => {
    const withoutRule: string[] = [];
    for (const [area, entries] of Object.entries(contract)) {
      for (const [key, entry] of Object.entries(entries as Record<string, RouteContract>)) {
        if (entry.method === 'GET' || entry.response !== DuerpDocumentSchema) continue;
        const name = `${area}.${key}`;
        if (name in SERVER_DOCUMENT_WRITES) continue;
        if (area !== 'duerp' || documentWriteKeyOf(entry) !== key) withoutRule.push(name);
      }
    }
    expect(withoutRule).toEqual([]);
    // Every rule is a write of the contract with a body (the key names it).
    for (const key of Object.keys(documentWrites) as (keyof typeof documentWrites)[])
      expect(contract.duerp[key].body, key).toBeDefined();
  });

  it('leave the data they get as it was and keep every unit they do not touch', () => {
    const data = twoUnits();
    const before = JSON.parse(JSON.stringify(data)) as DuerpData;
    const after = applyDocumentWrite(
      'updateRisque',
      Object.freeze(data),
      {
        idUniteDeTravail: 'u2',
        idRisque: 'r1',
        idCategorie: 'c1',
        displayName: 'Glissade',
        danger: '',
        remarques: '',
        evalGravite: 4,
        evalFrequence: 4,
        evalMaitrise: 4,
        isUserDefined: true,
        code: '',
      },
      ctx,
    );
    expect(data).toEqual(before);
    expect(after.unitesDeTravail[0]).toBe(data.unitesDeTravail[0]);
    expect(after.unitesDeTravail[1]!.risques[0]).toMatchObject({
      displayName: 'Glissade',
      isRisqueEvalue: true,
    });
  });

  it('marks a unit « Non concerné » by the thermal environment and removes the marker', () => {
    const marked = applyDocumentWrite(
      'updateAmbiancesThermiques',
      twoUnits(),
      { idUniteDeTravail: 'u1', isAmbiancesThermiquesNonConcerne: true },
      ctx,
    );
    expect(marked.unitesDeTravail[0]?.isAmbiancesThermiquesNonConcerne).toBe(true);
    expect(marked.unitesDeTravail[1]).not.toHaveProperty('isAmbiancesThermiquesNonConcerne');
    const cleared = applyDocumentWrite(
      'updateAmbiancesThermiques',
      marked,
      { idUniteDeTravail: 'u1', isAmbiancesThermiquesNonConcerne: false },
      ctx,
    );
    expect(cleared.unitesDeTravail[0]).not.toHaveProperty('isAmbiancesThermiquesNonConcerne');
  });

  it('keeps the PAPRIPACT details of an action an older client does not send', () => {
    const body = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Garde-corps',
      responsable: 'Claire',
      budget: '',
      date: '2027-01-10',
      statut: 'À planifier' as const,
    };
    const created = applyDocumentWrite(
      'upsertAction',
      twoUnits(),
      {
        ...body,
        conditionsExecution: 'En arrêt',
        indicateurResultat: 'Zéro chute',
        ressources: 'Sous-traitant',
      },
      ctx,
    );
    const updated = applyDocumentWrite(
      'upsertAction',
      created,
      { ...body, idAction: 'nouveau', responsable: 'Léa' },
      ctx,
    );
    expect(updated.unitesDeTravail[0]?.papripactActionsPreventives[0]).toMatchObject({
      responsable: 'Léa',
      conditionsExecution: 'En arrêt',
      indicateurResultat: 'Zéro chute',
      ressources: 'Sous-traitant',
    });
  });

  it('keeps a re-rated risk its previous rating, dated by the context', () => {
    const data = applyDocumentWrite(
      'upsertAction',
      applyDocumentWrite(
        'updateRisque',
        twoUnits(),
        {
          ...{ idUniteDeTravail: 'u1', idRisque: 'r1', idCategorie: 'c1', displayName: 'r1' },
          ...{ danger: '', remarques: '', isUserDefined: true, code: '' },
          ...{ evalGravite: 3, evalFrequence: 3, evalMaitrise: 3 },
        },
        ctx,
      ),
      {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis',
        responsable: 'Chef',
        budget: '',
        date: '2026-12-01',
        statut: 'Terminé',
      },
      ctx,
    );
    expect(data.unitesDeTravail[0]!.papripactActionsPreventives[0]!.idAction).toBe('nouveau');
    const rerated = applyDocumentWrite(
      'updateRisque',
      data,
      {
        ...{ idUniteDeTravail: 'u1', idRisque: 'r1', idCategorie: 'c1', displayName: 'r1' },
        ...{ danger: '', remarques: '', isUserDefined: true, code: '' },
        ...{ evalGravite: 1, evalFrequence: 1, evalMaitrise: 1, idActionReevaluation: 'nouveau' },
      },
      ctx,
    );
    expect(rerated.unitesDeTravail[0]!.risques[0]!.historiqueCotations).toEqual([
      expect.objectContaining({ date: ctx.now(), evalGravite: 3, idAction: 'nouveau' }),
    ]);
  });

  it('refuses what the data does not hold with a typed error and its French message', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof DocumentWriteError) return [error.refusal, error.message];
        throw error;
      }
      return null;
    };
    expect(
      refusal(() =>
        applyDocumentWrite(
          'deleteAction',
          twoUnits(),
          { idUniteDeTravail: 'u3', idAction: 'a' },
          ctx,
        ),
      ),
    ).toEqual(['notFound', 'Unité de travail introuvable.']);
    expect(
      refusal(() =>
        applyDocumentWrite(
          'updateListRisques',
          twoUnits(),
          {
            idUniteDeTravail: 'u1',
            categorieDeRisques: [
              { idCategorie: 'a', code: '', displayName: 'Bruit', isUserDefined: true },
              { idCategorie: 'b', code: '', displayName: 'bruit ', isUserDefined: true },
            ],
            risques: [],
          },
          ctx,
        ),
      ),
    ).toEqual(['conflict', 'Une catégorie avec ce nom existe déjà']);
  });
});
