import { describe, expect, it } from 'vitest';
import { DuerpDocumentSchema, type DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  categorie,
  completeDocument,
  evaluation,
  risqueInput,
} from '../../../../test/helpers/duerp.js';

const t = useTestApp();

type Auth = { authorization: string };
const post = (auth: Auth, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
const unit = (doc: DuerpDocument) => doc.data.unitesDeTravail[0]!;
const risk = (doc: DuerpDocument, id: string) => unit(doc).risques.find((r) => r.idRisque === id)!;

async function setup() {
  const owner = await createAccount(t);
  const doc = await completeDocument(t, owner.auth);
  return { owner, doc };
}

describe('documents without the new fields', () => {
  it('answer exactly as before: no new key, and the answer validates against the document schema', async () => {
    const { owner, doc } = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    for (const key of [
      'mesuresExistantes',
      'isExpositionDifferenciee',
      'historiqueCotations',
      'effectif',
      'expositionsPenibilite',
    ]) {
      expect(body).not.toContain(`"${key}"`);
    }
    expect(DuerpDocumentSchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('update-risque: existing measures and sex-differentiated exposure', () => {
  it('stores them, keeps them when a later save (an older client) omits them, and through a list rewrite', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-risque`;
    const saved = await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 2, 3, 2),
      mesuresExistantes: ' Tapis antidérapants ',
      isExpositionDifferenciee: true,
      expositionDifferencieeNote: 'Postes de caisse occupés surtout par des femmes',
    });
    expect(saved.statusCode).toBe(200);
    expect(risk(saved.json(), 'r1')).toMatchObject({
      mesuresExistantes: 'Tapis antidérapants',
      isExpositionDifferenciee: true,
      expositionDifferencieeNote: 'Postes de caisse occupés surtout par des femmes',
    });
    const older = await post(owner.auth, url, evaluation('r1', 'c1', 3, 3, 2));
    expect(risk(older.json(), 'r1').mesuresExistantes).toBe('Tapis antidérapants');
    const listed = await post(owner.auth, `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
      risques: [risqueInput('r1', 'c1', 'Glissade'), risqueInput('r2', 'c2', 'Bruit')],
    });
    expect(risk(listed.json(), 'r1').isExpositionDifferenciee).toBe(true);
    expect(risk(listed.json(), 'r1').mesuresExistantes).toBe('Tapis antidérapants');
  });
  it('refuses a too long text with a French 400', async () => {
    const { owner, doc } = await setup();
    const res = await post(owner.auth, `/api/duerp/${doc.id}/update-risque`, {
      ...evaluation('r1', 'c1', 2, 3, 2),
      mesuresExistantes: 'x'.repeat(5001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[a-zé]/);
  });
});

describe('re-rating after a finished preventive action', () => {
  async function withAction(statut: string) {
    const { owner, doc } = await setup();
    const res = await post(owner.auth, `/api/duerp/${doc.id}/upsert-action-preventive-papripact`, {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r2',
      descriptionDeLaMesure: 'Capotage de la machine',
      responsable: 'Claire Martin',
      budget: '',
      date: '2026-06-30',
      statut,
    });
    const idAction = unit(res.json<DuerpDocument>()).papripactActionsPreventives[0]!.idAction;
    return { owner, doc: res.json<DuerpDocument>(), idAction };
  }

  it('keeps the previous rating, dated, in the history and makes the new one the rating', async () => {
    const { owner, doc, idAction } = await withAction('Terminé');
    const before = risk(doc, 'r2');
    const res = await post(owner.auth, `/api/duerp/${doc.id}/update-risque`, {
      ...evaluation('r2', 'c2', 3, 1, 1),
      idActionReevaluation: idAction,
    });
    expect(res.statusCode).toBe(200);
    const after = risk(res.json(), 'r2');
    expect(after.evalFrequence).toBe(1);
    expect(after.niveauDeRisqueValue).not.toBe(before.niveauDeRisqueValue);
    expect(after.historiqueCotations).toHaveLength(1);
    expect(after.historiqueCotations![0]).toMatchObject({
      evalGravite: 3,
      evalFrequence: 4,
      evalMaitrise: 3,
      niveauDeRisqueValue: before.niveauDeRisqueValue,
      niveauDeRisqueStatus: before.niveauDeRisqueStatus,
      idAction,
    });
    expect(Date.now() - Date.parse(after.historiqueCotations![0]!.date)).toBeLessThan(60_000);
  });
  it('refuses a re-rating after an action that is not finished, or of another risk', async () => {
    const { owner, doc, idAction } = await withAction('En cours');
    const url = `/api/duerp/${doc.id}/update-risque`;
    const notDone = await post(owner.auth, url, {
      ...evaluation('r2', 'c2', 1, 1, 1),
      idActionReevaluation: idAction,
    });
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json().message).toBe(
      'Seule une action préventive terminée de ce risque permet de le réévaluer.',
    );
    const otherRisk = await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 1, 1, 1),
      idActionReevaluation: idAction,
    });
    expect(otherRisk.statusCode).toBe(400);
  });
});

describe('update-effectif-unite', () => {
  it('stores the unit headcount and the women among them; null clears them', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-effectif-unite`;
    const res = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      effectif: 8,
      effectifFemmes: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(unit(res.json())).toMatchObject({ effectif: 8, effectifFemmes: 3 });
    const cleared = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      effectif: null,
      effectifFemmes: null,
    });
    expect(unit(cleared.json())).toMatchObject({ effectif: null, effectifFemmes: null });
  });
  it('refuses more women than the headcount (400), an unknown unit and another account (404)', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-effectif-unite`;
    const women = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      effectif: 2,
      effectifFemmes: 5,
    });
    expect(women.statusCode).toBe(400);
    expect(women.json().message).toBe(
      "Le nombre de femmes ne peut pas dépasser l'effectif de l'unité.",
    );
    const negative = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      effectif: -1,
      effectifFemmes: null,
    });
    expect(negative.json().message).toBe("L'effectif doit être un nombre entier positif.");
    const unknown = await post(owner.auth, url, {
      idUniteDeTravail: 'zz',
      effectif: 1,
      effectifFemmes: 0,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await createAccount(t);
    const foreign = await post(other.auth, url, {
      idUniteDeTravail: 'u1',
      effectif: 1,
      effectifFemmes: 0,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('update-penibilite-unite', () => {
  it('stores the exposures of the unit', async () => {
    const { owner, doc } = await setup();
    const res = await post(owner.auth, `/api/duerp/${doc.id}/update-penibilite-unite`, {
      idUniteDeTravail: 'u1',
      expositionsPenibilite: [
        { idFacteur: 'bruit', nombreExposes: 4, situations: ' Pétrin, four ' },
        { idFacteur: 'travail-de-nuit', nombreExposes: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(unit(res.json()).expositionsPenibilite).toEqual([
      { idFacteur: 'bruit', nombreExposes: 4, situations: 'Pétrin, four' },
      { idFacteur: 'travail-de-nuit', nombreExposes: 2, situations: '' },
    ]);
  });
  it('refuses an unknown factor and more workers exposed than the unit headcount', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-penibilite-unite`;
    const unknown = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      expositionsPenibilite: [{ idFacteur: 'stress', nombreExposes: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Facteur de risques professionnels inconnu.');
    await post(owner.auth, `/api/duerp/${doc.id}/update-effectif-unite`, {
      idUniteDeTravail: 'u1',
      effectif: 3,
      effectifFemmes: null,
    });
    const above = await post(owner.auth, url, {
      idUniteDeTravail: 'u1',
      expositionsPenibilite: [{ idFacteur: 'bruit', nombreExposes: 4 }],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(
      "Le nombre de travailleurs exposés ne peut pas dépasser l'effectif de l'unité.",
    );
  });
});
