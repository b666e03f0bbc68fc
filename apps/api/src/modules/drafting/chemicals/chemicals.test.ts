import { describe, expect, it } from 'vitest';
import { CHEMICAL_MESSAGES as M, type Product } from '@duerp/domain/chemicals';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { twoUnitDocument } from '../../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';
import { DEGREASER, fdsPdf, scannedPdf } from '../../../../test/helpers/fds-pdfs.js';
import { PRODUCTS, addProduct, productBody, sendFile } from '../../../../test/helpers/chemicals.js';

const t = useTestApp();
type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });

async function ownerWithUnits() {
  const owner = await createAccount(t);
  const doc = await twoUnitDocument(t, owner.auth);
  return { owner, doc };
}

describe('chemical products register', () => {
  it('adds a product linked to units of a DUERP of the espace, derives its CMR class and flags', async () => {
    const { owner, doc } = await ownerWithUnits();
    const product = await addProduct(t, owner.auth, {
      mentionsDanger: ['h225', 'H350i', 'H225'],
      unitesDeTravail: [
        { idDuerp: doc.id, idUniteDeTravail: 'u1' },
        { idDuerp: doc.id, idUniteDeTravail: 'u1' },
      ],
      utilisateurs: ['Jean Martin'],
    });
    expect(product).toMatchObject({
      nomCommercial: 'Dégraissant Moteur DX 500',
      mentionsDanger: ['H225', 'H350i'],
      unitesDeTravail: [{ idDuerp: doc.id, idUniteDeTravail: 'u1' }],
      utilisateurs: ['Jean Martin'],
      cmr: 'avere',
      fds: null,
      substitutionCount: 0,
      flags: { fds: 'manquante', cmrSansSubstitution: true },
    });
    const list = (await get(owner.auth, PRODUCTS)).json<{ produits: Product[] }>();
    expect(list.produits.map((p) => p.id)).toEqual([product.id]);
  });

  it('refuses a unit that is not in a DUERP of the espace', async () => {
    const { owner, doc } = await ownerWithUnits();
    const stranger = await ownerWithUnits();
    for (const link of [
      { idDuerp: doc.id, idUniteDeTravail: 'u9' },
      { idDuerp: stranger.doc.id, idUniteDeTravail: 'u1' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: PRODUCTS,
        headers: owner.auth,
        payload: productBody({ unitesDeTravail: [link] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.uniteNotFound });
    }
  });

  it('drops from the answer a unit deleted from its DUERP', async () => {
    const { owner, doc } = await ownerWithUnits();
    const product = await addProduct(t, owner.auth, {
      unitesDeTravail: [
        { idDuerp: doc.id, idUniteDeTravail: 'u1' },
        { idDuerp: doc.id, idUniteDeTravail: 'u2' },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-list-unitesdetravail`,
      headers: owner.auth,
      payload: { unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }] },
    });
    expect(res.statusCode).toBe(200);
    const after = (await get(owner.auth, `${PRODUCTS}/${product.id}`)).json<Product>();
    expect(after.unitesDeTravail).toEqual([{ idDuerp: doc.id, idUniteDeTravail: 'u1' }]);
  });

  it.each([
    ['not JSON', '{"nomCommercial":', 'application/json'],
    ['an unknown field', JSON.stringify({ ...productBody(), cmr: null }), 'application/json'],
    [
      'a garbage H-code',
      JSON.stringify(productBody({ mentionsDanger: ['H35O'] })),
      'application/json',
    ],
    [
      'an impossible date',
      JSON.stringify(productBody({ fdsDateRevision: '2025-02-29' })),
      'application/json',
    ],
    [
      'a control character only',
      JSON.stringify(productBody({ nomCommercial: '\u0000\u0007' })),
      'application/json',
    ],
    [
      'a huge name',
      JSON.stringify(productBody({ nomCommercial: 'x'.repeat(100_000) })),
      'application/json',
    ],
    [
      'a list of units as a string',
      JSON.stringify(productBody({ unitesDeTravail: 'u1' })),
      'application/json',
    ],
    [
      'a bad unit id',
      JSON.stringify(productBody({ unitesDeTravail: [{ idDuerp: 'x', idUniteDeTravail: 'u1' }] })),
      'application/json',
    ],
  ])('answers 400 with a French message to %s', async (_label, payload, type) => {
    const owner = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: PRODUCTS,
      headers: { ...owner.auth, 'content-type': type },
      payload,
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json<{ message: string }>().message).toMatch(/[a-zéèà]/);
    expect((await get(owner.auth, PRODUCTS)).json<{ produits: Product[] }>().produits).toEqual([]);
  });

  it('keeps the espaces apart: another espace gets 404 on the product', async () => {
    const { owner } = await ownerWithUnits();
    const product = await addProduct(t, owner.auth);
    const other = await createAccount(t);
    expect((await get(other.auth, `${PRODUCTS}/${product.id}`)).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${PRODUCTS}/${product.id}`,
      headers: other.auth,
      payload: productBody({ nomCommercial: 'Volé' }),
    });
    expect(put.statusCode).toBe(404);
    expect((await get(owner.auth, `${PRODUCTS}/${product.id}`)).json<Product>().nomCommercial).toBe(
      'Dégraissant Moteur DX 500',
    );
  });
});

describe('safety data sheet upload', () => {
  it('stores the sheet, offers the section 2 codes without applying them, and serves it as a download', async () => {
    const owner = await createAccount(t);
    const product = await addProduct(t, owner.auth, { mentionsDanger: [] });
    const pdf = await fdsPdf();
    const res = await sendFile(t, owner.auth, 'PUT', `${PRODUCTS}/${product.id}/fds`, pdf);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{
      produit: Product;
      suggestions: { texteLu: boolean; mentionsDanger: string[] };
    }>();
    expect(answer.suggestions).toEqual({ texteLu: true, mentionsDanger: DEGREASER.section2 });
    expect(answer.produit.mentionsDanger).toEqual([]);
    expect(answer.produit.fds?.byteSize).toBe(pdf.length);
    expect(answer.produit.flags.fds).toBe('sans-date');

    const file = await get(owner.auth, `${PRODUCTS}/${product.id}/fds`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="FDS_Degraissant_Moteur_DX_500.pdf"',
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('stores a scanned sheet with no suggestion', async () => {
    const owner = await createAccount(t);
    const product = await addProduct(t, owner.auth);
    const res = await sendFile(
      t,
      owner.auth,
      'PUT',
      `${PRODUCTS}/${product.id}/fds`,
      await scannedPdf(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ suggestions: unknown }>().suggestions).toEqual({
      texteLu: false,
      mentionsDanger: [],
    });
  });

  it('refuses by content what is not a complete PDF, and keeps the sheet it had', async () => {
    const owner = await createAccount(t);
    const product = await addProduct(t, owner.auth);
    const url = `${PRODUCTS}/${product.id}/fds`;
    const pdf = await fdsPdf();
    expect((await sendFile(t, owner.auth, 'PUT', url, pdf)).statusCode).toBe(200);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf', M.fdsNotPdf],
      [pdf.subarray(0, pdf.length - 200), 'application/pdf', M.fdsTruncated],
      [pdf, 'text/html', M.fdsBadType],
    ];
    for (const [bytes, type, message] of cases) {
      const res = await sendFile(t, owner.auth, 'PUT', url, bytes, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await get(owner.auth, url)).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a sheet over 10 MB, and one whose declared size lies', async () => {
    const owner = await createAccount(t);
    const product = await addProduct(t, owner.auth);
    const url = `${PRODUCTS}/${product.id}/fds`;
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await sendFile(t, owner.auth, 'PUT', url, huge);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: M.fdsTooLarge(10 * 1024 * 1024) });
    const lying = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...owner.auth, 'content-type': 'application/pdf', 'content-length': '12' },
      payload: huge,
    });
    expect([400, 413]).toContain(lying.statusCode);
    expect((await get(owner.auth, `${PRODUCTS}/${product.id}`)).json<Product>().fds).toBeNull();
  });
});

describe('roles in the register', () => {
  it('lets a Lecteur read without the users’ names, and refuses him writes', async () => {
    const owner = await createAccount(t);
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    const product = await addProduct(t, owner.auth, { utilisateurs: ['Jean Martin'] });
    const asLecteur = inEspace(lecteur, owner.espaceId);
    const read = (await get(asLecteur, `${PRODUCTS}/${product.id}`)).json<Product>();
    expect(read.nomCommercial).toBe(product.nomCommercial);
    expect(read.utilisateurs).toEqual([]);
    const write = await t.app.inject({
      method: 'POST',
      url: PRODUCTS,
      headers: asLecteur,
      payload: productBody(),
    });
    expect(write.statusCode).toBe(403);
  });
});
