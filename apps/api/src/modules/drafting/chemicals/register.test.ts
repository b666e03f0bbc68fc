import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CHEMICAL_MESSAGES as M, type Product } from '@duerp/domain/chemicals';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';
import { fdsPdf } from '../../../../test/helpers/fds-pdfs.js';
import {
  PRODUCTS,
  addProduct,
  exposureBody,
  sendFile,
} from '../../../../test/helpers/chemicals.js';

const t = useTestApp();
type Headers = Record<string, string>;
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (headers: Headers, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

const substitution = {
  date: '2026-10-15',
  piste: 'fournisseur',
  demarche: 'Courrier au fournisseur : existe-t-il un dégraissant sans CMR ?',
  resultat: 'en-cours',
};

interface ExposureListAnswer {
  anonymisee: boolean;
  produits: {
    id: string;
    nombreTravailleurs?: number;
    expositions: Record<string, unknown>[];
  }[];
  envoisSpst: { destinataire: string }[];
}

describe('substitution log', () => {
  it('records an attempt on a CMR product, which clears its flag, with attachments', async () => {
    const owner = await createAccount(t);
    const product = await addProduct(t, owner.auth);
    expect(product.flags.cmrSansSubstitution).toBe(true);
    const url = `${PRODUCTS}/${product.id}/substitutions`;
    const entry = await post(owner.auth, url, substitution);
    expect(entry.statusCode).toBe(201);
    const { id } = entry.json<{ id: string }>();

    const pdf = await fdsPdf();
    const letter = await sendFile(
      t,
      owner.auth,
      'POST',
      `${url}/${id}/attachments?nom=Courrier.pdf`,
      pdf,
    );
    expect(letter.statusCode).toBe(201);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const photo = await sendFile(
      t,
      owner.auth,
      'POST',
      `${url}/${id}/attachments?nom=Étiquette`,
      png,
      'image/png',
    );
    expect(photo.json()).toMatchObject({ nom: 'Étiquette', mimeType: 'image/png' });

    const log = (await get(owner.auth, url)).json<{
      demarches: { piecesJointes: { id: string }[] }[];
    }>();
    expect(log.demarches).toHaveLength(1);
    expect(log.demarches[0]!.piecesJointes).toHaveLength(2);
    const file = await get(
      owner.auth,
      `${url}/${id}/attachments/${letter.json<{ id: string }>().id}`,
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="Courrier.pdf"');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const after = (await get(owner.auth, `${PRODUCTS}/${product.id}`)).json<Product>();
    expect(after).toMatchObject({ substitutionCount: 1, flags: { cmrSansSubstitution: false } });
  });

  it('refuses a log on a product that is not CMR, and a hostile attachment', async () => {
    const owner = await createAccount(t);
    const plain = await addProduct(t, owner.auth, { mentionsDanger: ['H315'] });
    const refused = await post(owner.auth, `${PRODUCTS}/${plain.id}/substitutions`, substitution);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: M.substitutionNotCmr });

    const cmr = await addProduct(t, owner.auth);
    const url = `${PRODUCTS}/${cmr.id}/substitutions`;
    const { id } = (await post(owner.auth, url, substitution)).json<{ id: string }>();
    const svg = Buffer.from('<svg onload="alert(1)"/>');
    const bad = await sendFile(
      t,
      owner.auth,
      'POST',
      `${url}/${id}/attachments?nom=x.png`,
      svg,
      'image/png',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.attachmentBadType });
    const noName = await sendFile(
      t,
      owner.auth,
      'POST',
      `${url}/${id}/attachments?nom=%00`,
      svg,
      'image/png',
    );
    expect(noName.statusCode).toBe(400);
    for (const body of [
      { ...substitution, date: '2026-02-30' },
      { ...substitution, piste: 'x' },
      {},
    ]) {
      const res = await post(owner.auth, url, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
    }
  });
});

describe('CMR exposure list (R4412-93-1)', () => {
  async function registerWithExposure() {
    const owner = await createAccount(t);
    const cmr = await addProduct(t, owner.auth);
    await addProduct(t, owner.auth, { nomCommercial: 'Savon', mentionsDanger: ['H319'] });
    for (const travailleur of ['Jean Martin', 'Aïcha Benali', 'jean martin']) {
      const res = await post(
        owner.auth,
        `${PRODUCTS}/${cmr.id}/exposures`,
        exposureBody({ travailleur }),
      );
      expect(res.statusCode).toBe(201);
    }
    return { owner, cmr };
  }

  it('gives the Propriétaire the nominative list of the CMR products only, and the SPST sendings', async () => {
    const { owner, cmr } = await registerWithExposure();
    const sent = await post(owner.auth, '/api/chemicals/exposures/spst-sendings', {
      dateEnvoi: '2026-11-20',
      destinataire: 'SPST Lyon Métropole',
    });
    expect(sent.statusCode).toBe(201);
    const list = (await get(owner.auth, '/api/chemicals/exposures')).json<ExposureListAnswer>();
    expect(list.anonymisee).toBe(false);
    expect(list.produits.map((p) => p.id)).toEqual([cmr.id]);
    expect(list.produits[0]!.expositions.map((e) => e.travailleur)).toContain('Aïcha Benali');
    expect(list.envoisSpst.map((s) => s.destinataire)).toEqual(['SPST Lyon Métropole']);
  });

  it('gives a Lecteur and the CSE view the anonymised list: no name, no job title, a count', async () => {
    const { owner } = await registerWithExposure();
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    for (const [headers, url] of [
      [inEspace(lecteur, owner.espaceId), '/api/chemicals/exposures'],
      [owner.auth, '/api/chemicals/exposures/anonymised'],
    ] as const) {
      const res = await get(headers, url);
      expect(res.statusCode).toBe(200);
      const list = res.json<ExposureListAnswer>();
      expect(list.anonymisee).toBe(true);
      expect(list.produits[0]!.nombreTravailleurs).toBe(2);
      expect(list.produits[0]!.expositions).toHaveLength(3);
      expect(res.body).not.toMatch(/Martin|Benali|Mécanicien/i);
    }
  });

  it('shows the names to an Éditeur, who may write; a Lecteur may not write', async () => {
    const { owner, cmr } = await registerWithExposure();
    const editeur = await createAccount(t);
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, editeur, 'editeur');
    await joinEspace(t, owner, lecteur, 'lecteur');
    const asEditeur = inEspace(editeur, owner.espaceId);
    expect(
      (await get(asEditeur, '/api/chemicals/exposures')).json<ExposureListAnswer>().anonymisee,
    ).toBe(false);
    expect(
      (await post(asEditeur, `${PRODUCTS}/${cmr.id}/exposures`, exposureBody())).statusCode,
    ).toBe(201);
    const asLecteur = inEspace(lecteur, owner.espaceId);
    expect(
      (await post(asLecteur, `${PRODUCTS}/${cmr.id}/exposures`, exposureBody())).statusCode,
    ).toBe(403);
  });

  it('refuses a line on a product that is not a proven CMR, and bad lines', async () => {
    const owner = await createAccount(t);
    const suspected = await addProduct(t, owner.auth, { mentionsDanger: ['H351'] });
    const res = await post(owner.auth, `${PRODUCTS}/${suspected.id}/exposures`, exposureBody());
    expect(res.json()).toEqual({ message: M.exposureNotCmr });
    const cmr = await addProduct(t, owner.auth);
    const url = `${PRODUCTS}/${cmr.id}/exposures`;
    const wrong = await post(
      owner.auth,
      url,
      exposureBody({ dateDebut: '2026-05-02', dateFin: '2026-05-01' }),
    );
    expect(wrong.json()).toEqual({ message: M.dateFinBeforeDebut });
    const noName = await post(owner.auth, url, exposureBody({ travailleur: '\u200B ' }));
    expect(noName.json()).toEqual({ message: M.travailleurRequired });
  });

  it('keeps a product on the list: it cannot be deleted while it has lines', async () => {
    const { owner, cmr } = await registerWithExposure();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${PRODUCTS}/${cmr.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ message: M.productHasExposures });
    expect((await get(owner.auth, `${PRODUCTS}/${cmr.id}`)).statusCode).toBe(200);
  });
});

describe('data archive', () => {
  it('carries the register, the nominative list and the sheets', async () => {
    const owner = await createAccount(t);
    const cmr = await addProduct(t, owner.auth);
    await sendFile(t, owner.auth, 'PUT', `${PRODUCTS}/${cmr.id}/fds`, await fdsPdf());
    await post(owner.auth, `${PRODUCTS}/${cmr.id}/exposures`, exposureBody());
    const { chemicalArchive } = await import('./archive.service.js');
    const archive = await chemicalArchive(t.app.deps.db, owner.espaceId);
    expect(archive.data.produits).toHaveLength(1);
    expect(archive.data.listeExposition[0]!.expositions[0]!.travailleur).toBe('Jean Martin');
    expect(archive.files.map((f) => f.path)).toEqual([
      `Produits chimiques/FDS/Degraissant_Moteur_DX_500_${cmr.id.slice(0, 8)}.pdf`,
    ]);
    expect((await archive.files[0]!.produce()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
