import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { ModeleAnswer } from '@duerp/domain/premade';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp, setUnits, VALID_ENTREPRISE } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

async function bakery() {
  const owner = await createAccount(t);
  const doc = await createDuerp(t, owner.auth);
  await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-infosentreprise`,
    headers: owner.auth,
    payload: { ...VALID_ENTREPRISE, secteurDActivite: 'Boulangerie-pâtisserie' },
  });
  return { owner, doc };
}

const fetchModele = (auth: Record<string, string>, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/duerpmasterdata/modele?duerpDocId=${id}`,
    headers: auth,
  });

describe('GET /api/duerpmasterdata/modele', () => {
  it("answers the bakery's model for a « Boulangerie-pâtisserie », and null without a sector", async () => {
    const { owner, doc } = await bakery();
    const res = await fetchModele(owner.auth, doc.id);
    expect(res.statusCode).toBe(200);
    const { modele } = res.json<ModeleAnswer>();
    expect(modele?.displayName).toBe('Boulangerie – pâtisserie');
    expect(modele?.unites[0]?.displayName).toBe('Fournil et laboratoire');
    expect(modele?.unites[0]?.risques[0]).toMatchObject({
      idPremadeRisque: 'risque_poussieres_4',
      categorie: { displayName: 'Poussières (bois, silice, ciment, farine)' },
    });
    const empty = await createDuerp(t, owner.auth);
    expect((await fetchModele(owner.auth, empty.id)).json()).toEqual({ modele: null });
  });

  it('answers 400 in French to a malformed id', async () => {
    const owner = await createAccount(t);
    const res = await fetchModele(owner.auth, 'pas-un-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[a-zé]/);
  });
});

describe('the sector start through update-list-risques', () => {
  const answer = {
    idMesure: 'mesure_poussieres_1',
    texte: 'Utiliser une farine dépoussiérée',
    principe: 6,
    nature: 'suppression',
    article: null,
    etat: 'en-place',
  };
  const list = (risque: Record<string, unknown>) => ({
    idUniteDeTravail: 'u1',
    categorieDeRisques: [
      { idCategorie: 'c1', code: '4', displayName: 'Poussières', isUserDefined: false },
    ],
    risques: [
      {
        idRisque: 'r1',
        idCategorie: 'c1',
        code: '4.4',
        displayName: 'Asthme du boulanger',
        danger: '',
        remarques: '',
        isUserDefined: false,
        ...risque,
      },
    ],
  });
  const write = (auth: Record<string, string>, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/duerp/${id}/update-list-risques`,
      headers: auth,
      payload,
    });

  it('stores the catalogue risk and the answers, unrated, and keeps them through a later list write', async () => {
    const { owner, doc } = await bakery();
    await setUnits(t, owner.auth, doc.id, [{ idUniteDeTravail: 'u1', displayName: 'Fournil' }]);
    const first = await write(
      owner.auth,
      doc.id,
      list({ idPremadeRisque: 'risque_poussieres_4', mesuresProposees: [answer] }),
    );
    expect(first.statusCode).toBe(200);
    const stored = first.json<DuerpDocument>().data.unitesDeTravail[0]!.risques[0]!;
    expect(stored).toMatchObject({
      idPremadeRisque: 'risque_poussieres_4',
      mesuresProposees: [answer],
      evalGravite: null,
      isRisqueEvalue: false,
    });
    const again = await write(owner.auth, doc.id, list({ displayName: 'Asthme (farine)' }));
    expect(again.json<DuerpDocument>().data.unitesDeTravail[0]!.risques[0]).toMatchObject({
      displayName: 'Asthme (farine)',
      idPremadeRisque: 'risque_poussieres_4',
      mesuresProposees: [answer],
    });
  });

  it('refuses an unknown answer, a huge text or too many answers with 400, the document unchanged', async () => {
    const { owner, doc } = await bakery();
    await setUnits(t, owner.auth, doc.id, [{ idUniteDeTravail: 'u1', displayName: 'Fournil' }]);
    for (const mesuresProposees of [
      [{ ...answer, etat: 'peut-être' }],
      [{ ...answer, texte: 'x'.repeat(10_000) }],
      Array.from({ length: 51 }, () => answer),
    ]) {
      const res = await write(owner.auth, doc.id, list({ mesuresProposees }));
      expect(res.statusCode).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(read.json<DuerpDocument>().data.unitesDeTravail[0]!.risques).toEqual([]);
  });
});
