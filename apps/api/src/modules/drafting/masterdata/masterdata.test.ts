import { describe, expect, it } from 'vitest';
import { HIGHLIGHTED_FAMILY_ID, type PremadeCatalogue } from '@duerp/masterdata';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp, VALID_ENTREPRISE } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

async function documentWithSector(secteurDActivite: string | null) {
  const owner = await createAccount(t);
  const doc = await createDuerp(t, owner.auth);
  if (secteurDActivite !== null) {
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, secteurDActivite },
    });
  }
  return { owner, doc };
}

const fetchCatalogue = (
  auth: Record<string, string>,
  id: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/duerpmasterdata/risques?duerpDocId=${id}`,
    headers: { ...auth, ...headers },
  });

describe('GET /api/duerpmasterdata/risques', () => {
  it('puts the highlighted family first for a BTP document, with BTP units highlighted first', async () => {
    const { owner, doc } = await documentWithSector('Entreprise du bâtiment (BTP)');
    const res = await fetchCatalogue(owner.auth, doc.id);
    expect(res.statusCode).toBe(200);
    const catalogue = res.json<PremadeCatalogue>();
    expect(catalogue.familleDeRisques[0]?.idFamille).toBe(HIGHLIGHTED_FAMILY_ID);
    const highlighted = catalogue.categorieDeRisques.filter(
      (c) => c.idFamille === HIGHLIGHTED_FAMILY_ID,
    );
    expect(highlighted.length).toBeGreaterThan(5);
    expect(highlighted.map((c) => c.displayName.toLowerCase()).join(' ')).toMatch(
      /hauteur|échafaud/,
    );
    const categoryIds = new Set(catalogue.categorieDeRisques.map((c) => c.idPremadeCategorie));
    expect(catalogue.risques.every((r) => categoryIds.has(r.idPremadeCategorie))).toBe(true);
    expect(catalogue.unitesDeTravail[0]?.isHighlighted).toBe(true);
    expect(
      catalogue.unitesDeTravail.filter((u) => u.isHighlighted).map((u) => u.displayName),
    ).toContain('Chantier gros œuvre');
    // Issue 41: the proposed measures on the original risks, none on the sector's copies.
    const withMesures = catalogue.risques.filter((r) => r.mesuresProposees !== undefined);
    expect(withMesures.every((r) => !r.idPremadeRisque.startsWith('hl_'))).toBe(true);
    expect(withMesures.length).toBeGreaterThanOrEqual(300);
    expect(withMesures[0]?.mesuresProposees?.[0]).toEqual({
      idMesure: expect.stringMatching(/^mesure_/),
      texte: expect.any(String),
      principe: expect.any(Number),
      nature: expect.any(String),
      article: expect.toBeOneOf([null, expect.any(String)]),
    });
  });
  it('has no highlighted family for an unknown sector or no company yet', async () => {
    for (const secteur of ['Agriculture biologique', null]) {
      const { owner, doc } = await documentWithSector(secteur);
      const catalogue = (await fetchCatalogue(owner.auth, doc.id)).json<PremadeCatalogue>();
      expect(catalogue.familleDeRisques.some((f) => f.idFamille === HIGHLIGHTED_FAMILY_ID)).toBe(
        false,
      );
      expect(catalogue.unitesDeTravail.some((u) => u.isHighlighted)).toBe(false);
      expect(catalogue.risques.length).toBeGreaterThanOrEqual(300);
    }
  });
  it('answers 304 to a matching ETag and 200 when the sector changes', async () => {
    const { owner, doc } = await documentWithSector('Cabinet vétérinaire');
    const first = await fetchCatalogue(owner.auth, doc.id);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchCatalogue(owner.auth, doc.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, secteurDActivite: 'Pharmacie' },
    });
    const changed = await fetchCatalogue(owner.auth, doc.id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
