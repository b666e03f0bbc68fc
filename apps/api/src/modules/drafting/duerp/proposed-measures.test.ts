import { describe, expect, it } from 'vitest';
import type { DuerpDocument, MesureChoisie } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  categorie,
  completeDocument,
  evaluation,
  mesureChoisie,
  risqueInput,
  writeAs,
} from '../../../../test/helpers/duerp.js';

const t = useTestApp();

const post = (auth: { authorization: string }, url: string, payload: unknown) =>
  writeAs(t, auth, 'POST', url, payload);
const risk = (doc: DuerpDocument, id: string) =>
  doc.data.unitesDeTravail[0]!.risques.find((r) => r.idRisque === id)!;

const mesure = (idMesure: string, over: Partial<MesureChoisie> = {}): MesureChoisie => ({
  ...mesureChoisie(idMesure),
  ...over,
});

async function setup() {
  const owner = await createAccount(t);
  const doc = await completeDocument(t, owner.auth);
  const url = `/api/duerp/${doc.id}/update-risque`;
  return { owner, doc, url };
}

describe('update-risque: the proposed measures answered (issue 41)', () => {
  it('stores them, keeps them when a save omits them and through a list rewrite, and replaces them when sent', async () => {
    const { owner, doc, url } = await setup();
    const answered = [
      mesure('m1'),
      mesure('m2', {
        texte: 'Porter des chaussures antidérapantes',
        nature: 'epi',
        etat: 'pas-en-place',
      }),
    ];
    const saved = await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 2, 3, 2),
      mesuresProposees: answered,
    });
    expect(saved.statusCode).toBe(200);
    expect(risk(saved.json(), 'r1').mesuresProposees).toEqual(answered);
    const older = await post(owner.auth, url, evaluation('r1', 'c1', 3, 3, 2));
    expect(risk(older.json(), 'r1').mesuresProposees).toEqual(answered);
    const listed = await post(owner.auth, `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
      risques: [
        { ...risqueInput('r1', 'c1', 'Glissade sur sol mouillé'), idPremadeRisque: 'risque_x_1' },
        risqueInput('r2', 'c2', 'Exposition au bruit des machines'),
      ],
    });
    expect(listed.statusCode).toBe(200);
    expect(risk(listed.json(), 'r1')).toMatchObject({
      idPremadeRisque: 'risque_x_1',
      mesuresProposees: answered,
    });
    expect(risk(listed.json(), 'r2')).not.toHaveProperty('idPremadeRisque');
    const cleared = await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 3, 3, 2),
      mesuresProposees: [],
    });
    expect(risk(cleared.json(), 'r1').mesuresProposees).toEqual([]);
    expect(risk(cleared.json(), 'r1').idPremadeRisque).toBe('risque_x_1');
  });

  it('refuses hostile lists with a French 400, keeping what was stored, and cleans control characters', async () => {
    const { owner, doc, url } = await setup();
    await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 2, 3, 2),
      mesuresProposees: [mesure('m1')],
    });
    const hostile: [string, unknown][] = [
      ['an unknown etat', [mesure('m1', { etat: 'peut-etre' as never })]],
      ['51 measures', Array.from({ length: 51 }, (_, i) => mesure(`m${i}`))],
      ['a 10 kB text', [mesure('m1', { texte: 'é'.repeat(10_000) })]],
      ['a 10 kB id', [mesure('x'.repeat(10_000))]],
      ['an empty text once cleaned', [mesure('m1', { texte: ' \u0001\u0007 ' })]],
      ['the same measure twice', [mesure('m1'), mesure('m1', { etat: 'pas-en-place' })]],
      ['a principle outside 1–9', [mesure('m1', { principe: 10 })]],
      ['an unknown nature', [mesure('m1', { nature: 'miracle' as never })]],
      ['a list that is no list', { m1: 'en-place' }],
    ];
    for (const [label, mesuresProposees] of hostile) {
      const res = await post(owner.auth, url, {
        ...evaluation('r1', 'c1', 2, 3, 2),
        mesuresProposees,
      });
      expect(res.statusCode, label).toBe(400);
      expect(res.json<{ message: string }>().message, label).toMatch(/^[^{]*[a-zé]/);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(risk(after.json(), 'r1').mesuresProposees).toEqual([mesure('m1')]);
    const cleaned = await post(owner.auth, url, {
      ...evaluation('r1', 'c1', 2, 3, 2),
      mesuresProposees: [mesure('m1', { texte: ' Poser\u0001 une rampe\u0007 ' })],
    });
    expect(cleaned.statusCode).toBe(200);
    expect(risk(cleaned.json(), 'r1').mesuresProposees?.[0]?.texte).toBe('Poser une rampe');
  });
});
