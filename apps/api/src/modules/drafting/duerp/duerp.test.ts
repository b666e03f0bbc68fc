import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp, VALID_ENTREPRISE } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

describe('create, get, list', () => {
  it('creates a draft document with the shape of DuerpDocumentSchema', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    expect(doc).toMatchObject({
      displayName: 'Nouveau DUERP',
      versions: [],
      paymentStatus_Derivated: 'DRAFT',
      isVip_Derivated: false,
      hasFullAccess_Derivated: false,
      hasBeenModifiedSinceLastGeneration: false,
      isPurchased: false,
      purchasedUntilDate: null,
      revision: 1,
      data: {
        entreprise: null,
        unitesDeTravail: [],
        displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
        isPapripactEnabled: false,
        niveauDeRisqueTotalValue: null,
        niveauDeRisqueTotalStatus: null,
      },
    });
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(get.json()).toEqual(doc);
    const list = await t.app.inject({ method: 'GET', url: '/api/duerp/list', headers: owner.auth });
    expect(list.json<DuerpDocument[]>().map((d) => d.id)).toEqual([doc.id]);
  });
  it('marks every document VIP for a VIP account', async () => {
    const vip = await createAccount(t, { isVip: true });
    const doc = await createDuerp(t, vip.auth);
    expect(doc.paymentStatus_Derivated).toBe('VIP');
    expect(doc.isVip_Derivated).toBe(true);
    expect(doc.hasFullAccess_Derivated).toBe(true);
  });
  it('refuses creation past maxNumberOfDuerps with a clear 403, duplicates included', async () => {
    const owner = await createAccount(t, { maxNumberOfDuerps: 2 });
    const first = await createDuerp(t, owner.auth);
    await createDuerp(t, owner.auth);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/duerp/create',
      headers: owner.auth,
    });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toMatch(
      /^Vous avez atteint la limite de DUERP\. Votre compte permet 2 DUERP au maximum\.$/,
    );
    const dup = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/duplicate/${first.id}`,
      headers: owner.auth,
    });
    expect(dup.statusCode).toBe(403);
  });
  it('never exceeds the cap under concurrent creations', async () => {
    const owner = await createAccount(t, { maxNumberOfDuerps: 3 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/duerp/create', headers: owner.auth }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });
});

describe('update-infosentreprise', () => {
  it('stores the company, names the document and bumps the revision', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: {
        ...VALID_ENTREPRISE,
        isEtablissement: true,
        nomDeLEtablissement: 'Atelier de la Croix-Rousse',
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<DuerpDocument>();
    expect(updated.displayName).toBe('Boulangerie Martin – Atelier de la Croix-Rousse');
    expect(updated.data.entreprise).toMatchObject({ siret: '73282932000074', nombreEmployes: 12 });
    expect(updated.revision).toBe(2);
    expect(updated.hasBeenModifiedSinceLastGeneration).toBe(true);
  });
  it.each([
    ['nom', { nom: '  ' }, "Le nom de l'entreprise est requis"],
    ['siret', { siret: '' }, 'Le numéro SIRET est requis'],
    [
      'SIRET key',
      { siret: '732 829 320 00075' },
      'Le numéro SIRET est invalide (clé de contrôle incorrecte).',
    ],
    ['adresse', { adresse: '' }, "L'adresse est requise"],
    ['secteur', { secteurDActivite: '' }, "Le secteur d'activité est requis"],
    ['représentant', { nomDuRepresentantLegal: '' }, 'Le nom du représentant légal est requis'],
    ['employés négatif', { nombreEmployes: -1 }, "Le nombre d'employés doit être supérieur à 0"],
    ['employés absent', { nombreEmployes: null }, "Le nombre d'employés est requis"],
    [
      'employés décimal',
      { nombreEmployes: 1.5 },
      "Le nombre d'employés doit être un nombre entier",
    ],
    [
      'employés au-delà du maximum',
      { nombreEmployes: 10_000_001 },
      "Le nombre d'employés ne peut pas dépasser 10 000 000",
    ],
    [
      'SIRET trop long',
      { siret: '1'.repeat(31) },
      'Le numéro SIRET ne peut pas dépasser 30 caractères',
    ],
    ['nom trop long', { nom: 'x'.repeat(201) }, 'Ce champ ne peut pas dépasser 200 caractères'],
    [
      'établissement',
      { isEtablissement: true, nomDeLEtablissement: '' },
      "Le nom de l'établissement est requis",
    ],
  ])('refuses a missing or bad %s with its French message', async (_label, change, message) => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('refuses extra and wrong-typed fields', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    for (const payload of [
      { ...VALID_ENTREPRISE, pirate: 1 },
      { ...VALID_ENTREPRISE, nombreEmployes: '12' },
      { ...VALID_ENTREPRISE, isSecteurPublic: 'non' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        headers: owner.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
  it('keeps the text \\u0000 a user types, and refuses only a real NUL character', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload,
      });
    const typed = 'Atelier \\u0000 et \\\\u0000';
    const kept = await send(JSON.stringify({ ...VALID_ENTREPRISE, adresse: typed }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json<DuerpDocument>().data.entreprise?.adresse).toBe(typed);
    // The JSON escape \u0000 decodes to U+0000, which PostgreSQL cannot store.
    const nul = await send(JSON.stringify({ ...VALID_ENTREPRISE, adresse: 'Atelier \u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('La requête contient un caractère nul, non autorisé.');
    const nulKey = await send(`{"nom":"x","a\\u0000":1}`);
    expect(nulKey.statusCode).toBe(400);
    const nulQuery = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}?q=%00`,
      headers: owner.auth,
    });
    expect(nulQuery.statusCode).toBe(400);
  });
});
