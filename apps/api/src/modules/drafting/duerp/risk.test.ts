import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import {
  categorie,
  evaluation,
  risqueInput,
  threeRiskDocument,
  writeAs,
} from '../../../../test/helpers/duerp.js';

const t = useTestApp();

const unit = (doc: DuerpDocument) => doc.data.unitesDeTravail[0]!;

describe('update-list-risques', () => {
  it('stores categories and risks, unevaluated', async () => {
    const { doc } = await threeRiskDocument(t);
    expect(unit(doc).categorieDeRisques.map((c) => c.displayName)).toEqual([
      'Chutes de plain-pied',
      'Bruit',
    ]);
    expect(unit(doc).risques.map((r) => [r.displayName, r.isRisqueEvalue])).toEqual([
      ['Glissade', false],
      ['Exposition au bruit', false],
      ['Acouphènes', false],
    ]);
    expect(doc.data.niveauDeRisqueTotalValue).toBeNull();
  });
  it('refuses two categories of the same name in a unit with 409', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const res = await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Bruit'), categorie('c9', ' bruit ', true)],
      risques: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Une catégorie avec ce nom existe déjà');
  });
  it('refuses an unknown unit (404), a risk of an unknown category (400), an empty risk name (400)', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const url = `/api/duerp/${doc.id}/update-list-risques`;
    const unknownUnit = await writeAs(t, owner.auth, 'POST', url, {
      idUniteDeTravail: 'zz',
      categorieDeRisques: [],
      risques: [],
    });
    expect(unknownUnit.statusCode).toBe(404);
    expect(unknownUnit.json().message).toBe('Unité de travail introuvable.');
    const orphan = await writeAs(t, owner.auth, 'POST', url, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [],
      risques: [risqueInput('r1', 'c1', 'Glissade')],
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('Catégorie introuvable.');
    const blank = await writeAs(t, owner.auth, 'POST', url, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'A')],
      risques: [risqueInput('r1', 'c1', '  ')],
    });
    expect(blank.json().message).toBe('Le nom du risque est requis');
  });
  it('keeps evaluations made meanwhile and deletes the actions of removed risks', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    await writeAs(
      t,
      owner.auth,
      'POST',
      `/api/duerp/${doc.id}/update-risque`,
      evaluation('r1', 'c1', 3, 3, 3),
    );
    await writeAs(
      t,
      owner.auth,
      'POST',
      `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
      {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r2',
        descriptionDeLaMesure: 'Casques antibruit',
        responsable: 'Chef d’atelier',
        budget: '',
        date: '2026-12-01',
        statut: 'À planifier',
      },
    );
    // A stale list: renames r1, drops r2 (and with it its action) and the category c2's other risk stays.
    const res = await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
      risques: [
        risqueInput('r1', 'c1', 'Glissade sur sol mouillé'),
        risqueInput('r3', 'c2', 'Acouphènes'),
      ],
    });
    const u = unit(res.json<DuerpDocument>());
    expect(u.risques[0]).toMatchObject({
      displayName: 'Glissade sur sol mouillé',
      evalGravite: 3,
      isRisqueEvalue: true,
      danger: 'Sol glissant',
    });
    expect(u.papripactActionsPreventives).toEqual([]);
  });
  it('deleting a category deletes its risks', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const res = await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied')],
      risques: [risqueInput('r1', 'c1', 'Glissade')],
    });
    expect(unit(res.json<DuerpDocument>()).risques.map((r) => r.idRisque)).toEqual(['r1']);
  });
  it('answers 409 to a stale If-Match', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const body = { idUniteDeTravail: 'u1', categorieDeRisques: [], risques: [] };
    expect(
      (
        await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, body, {
          'if-match': String(doc.revision - 1),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, body, {
          'if-match': String(doc.revision),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('update-risque', () => {
  it('evaluates a risk, the unit and the document (one of each band)', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const url = `/api/duerp/${doc.id}/update-risque`;
    await writeAs(t, owner.auth, 'POST', url, evaluation('r1', 'c1', 1, 2, 1)); // 0.5 GREEN
    await writeAs(t, owner.auth, 'POST', url, evaluation('r2', 'c2', 2, 2, 2)); // 2 YELLOW
    const res = await writeAs(t, owner.auth, 'POST', url, evaluation('r3', 'c2', 4, 4, 4)); // 20 RED
    expect(res.statusCode).toBe(200);
    const updated = res.json<DuerpDocument>();
    expect(
      unit(updated).risques.map((r) => [r.niveauDeRisqueValue, r.niveauDeRisqueStatus]),
    ).toEqual([
      [0.5, 'GREEN'],
      [2, 'YELLOW'],
      [20, 'RED'],
    ]);
    expect(unit(updated).niveauDeRisqueValue).toBeCloseTo(22.5 / 3);
    expect(updated.data.niveauDeRisqueTotalStatus).toBe('RED');
  });
  it.each([
    ['0', 0],
    ['5', 5],
    ['2.5', 2.5],
    ['"3"', '3'],
    ['null', null],
  ])('refuses the criterion %s with its French message', async (_label, value) => {
    const { owner, doc } = await threeRiskDocument(t);
    const res = await writeAs(t, owner.auth, 'POST', `/api/duerp/${doc.id}/update-risque`, {
      ...evaluation('r1', 'c1', 2, 2, 2),
      evalGravite: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Veuillez évaluer tous les critères du risque avant de sauvegarder.',
    );
  });
  it('refuses a missing name or category, an unknown risk, category or unit', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const url = `/api/duerp/${doc.id}/update-risque`;
    expect(
      (
        await writeAs(t, owner.auth, 'POST', url, {
          ...evaluation('r1', 'c1', 2, 2, 2),
          displayName: '',
        })
      ).json().message,
    ).toBe('Le nom du risque est requis');
    expect(
      (
        await writeAs(t, owner.auth, 'POST', url, {
          ...evaluation('r1', 'c1', 2, 2, 2),
          idCategorie: '',
        })
      ).json().message,
    ).toBe('La catégorie est requise');
    expect(
      (await writeAs(t, owner.auth, 'POST', url, evaluation('rX', 'c1', 2, 2, 2))).statusCode,
    ).toBe(404);
    expect(
      (await writeAs(t, owner.auth, 'POST', url, evaluation('r1', 'cX', 2, 2, 2))).statusCode,
    ).toBe(400);
    expect(
      (
        await writeAs(t, owner.auth, 'POST', url, {
          ...evaluation('r1', 'c1', 2, 2, 2),
          idUniteDeTravail: 'uX',
        })
      ).statusCode,
    ).toBe(404);
  });
  it('keeps both of two concurrent evaluations of different risks', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const url = `/api/duerp/${doc.id}/update-risque`;
    await Promise.all([
      writeAs(t, owner.auth, 'POST', url, evaluation('r1', 'c1', 4, 4, 4)),
      writeAs(t, owner.auth, 'POST', url, evaluation('r2', 'c2', 1, 1, 1)),
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(
      unit(after.json<DuerpDocument>())
        .risques.filter((r) => r.isRisqueEvalue)
        .map((r) => r.idRisque)
        .sort(),
    ).toEqual(['r1', 'r2']);
  });
});
