import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  isChemicalCategoryCode,
  SEIRICH_MESSAGES,
  type DuerpChemicals,
} from '@duerp/domain/chemicals';
import { familleNumero } from '@duerp/masterdata';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { aCategorie } from '@duerp/domain/testing';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  evaluation,
  generate,
  risqueInput,
} from '../../../../test/helpers/duerp.js';
import { PRODUCTS, addProduct, exposureBody } from '../../../../test/helpers/chemicals.js';

const t = useTestApp();
type Auth = { authorization: string };
const dir = mkdtempSync(join(tmpdir(), 'duerp-chemicals-'));
const pdfText = (pdf: Buffer, name: string) => {
  writeFileSync(join(dir, name), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, name), '-'], { encoding: 'utf8' });
};

/** A complete document whose unit u1 also has a risk r7 of the chemical family (category 7.1). */
async function garage(auth: Auth): Promise<DuerpDocument> {
  const doc = await completeDocument(t, auth);
  const u1 = doc.data.unitesDeTravail[0]!;
  await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-list-risques`,
    headers: auth,
    payload: {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [
        ...u1.categorieDeRisques,
        aCategorie('c7', '7.1', "Produits d'entretien et de désinfection"),
      ],
      risques: [...u1.risques, risqueInput('r7', 'c7', 'Contact avec un dégraissant')],
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-risque`,
    headers: auth,
    payload: evaluation('r7', 'c7', 1, 1, 1),
  });
  return res.json<DuerpDocument>();
}

const inUnit = (doc: DuerpDocument, extra = {}) => ({
  unitesDeTravail: [{ idDuerp: doc.id, idUniteDeTravail: 'u1' }],
  ...extra,
});

describe('the register in the DUERP (issue 44)', () => {
  it("knows the chemical family's categories by the catalogue's number", () => {
    expect(isChemicalCategoryCode(`${familleNumero('famille_produits_chimiques')}.4`)).toBe(true);
    expect(isChemicalCategoryCode(`${familleNumero('famille_agents_biologiques')}.1`)).toBe(false);
    expect(isChemicalCategoryCode('')).toBe(false);
  });

  it('lists per unit the products used there, with their CMR class', async () => {
    const owner = await createAccount(t);
    const doc = await garage(owner.auth);
    const cmr = await addProduct(t, owner.auth, inUnit(doc));
    await addProduct(t, owner.auth, inUnit(doc, { nomCommercial: 'Savon', mentionsDanger: [] }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/chemicals`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const { unites } = res.json<DuerpChemicals>();
    expect(unites.map((u) => u.idUniteDeTravail)).toEqual(['u1']);
    expect(unites[0]!.produits).toEqual([
      expect.objectContaining({
        id: cmr.id,
        nomCommercial: 'Dégraissant Moteur DX 500',
        cmr: 'avere',
      }),
      expect.objectContaining({ nomCommercial: 'Savon', cmr: null }),
    ]);
  });

  it('prints the inventory and the anonymised CMR list in a new version only; the older one prints as before', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await garage(owner.auth);
    const older = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const download = (versionId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/${versionId}/download`,
        headers: owner.auth,
      });
    const olderText = pdfText((await download(older)).rawPayload, 'older.pdf');
    expect(olderText).not.toContain('Inventaire des produits chimiques');

    const product = await addProduct(t, owner.auth, inUnit(doc, { fdsDateRevision: '2024-03-15' }));
    await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS}/${product.id}/exposures`,
      headers: owner.auth,
      payload: exposureBody(),
    });
    await t.app.inject({
      method: 'POST',
      url: `${PRODUCTS}/${product.id}/substitutions`,
      headers: owner.auth,
      payload: {
        date: '2026-10-01',
        piste: 'fournisseur',
        demarche: 'Demande d’un dégraissant sans CMR au fournisseur',
        resultat: 'en-cours',
      },
    });
    const current = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const text = pdfText((await download(current)).rawPayload, 'current.pdf');
    expect(text).toContain('Inventaire des produits chimiques');
    expect(text).toContain('Dégraissant Moteur DX 500');
    expect(text).toContain('CMR 1A/1B');
    expect(text).toContain('SGH02 Inflammable');
    expect(text).toContain('15 mars 2024');
    expect(text).toContain('En cours (1 démarche)');
    expect(text).toContain('R4412-66');
    expect(text).toContain('1 travailleur');
    expect(text).toContain('Inhalation de vapeurs');
    expect(text).not.toContain('Jean Martin');
    expect(text).not.toContain('Mécanicien');
    // The older version ignores the register; the draft never holds it.
    expect(pdfText((await download(older)).rawPayload, 'older-again.pdf')).toBe(olderText);
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(draft.json<DuerpDocument>().data).not.toHaveProperty('inventaireChimique');
  });
});

const csv = (text: string) => ({
  fileName: 'seirich.csv',
  contentBase64: Buffer.from(`\ufeff${text}`, 'utf8').toString('base64'),
});

describe('the Seirich hand-off (issue 44)', () => {
  it('exports one line per product and unit with supplier, H-codes, quantity and frequency', async () => {
    const owner = await createAccount(t);
    const doc = await garage(owner.auth);
    await addProduct(t, owner.auth, inUnit(doc));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/chemicals/seirich-export',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((r) => r.slice(1))).toEqual([
      [
        'Produit',
        'Fournisseur',
        'Mentions de danger (H)',
        'Quantité',
        'Fréquence',
        'Unité de travail',
      ],
      [
        'Dégraissant Moteur DX 500',
        'Chimie Atelier SAS',
        'H225, H350',
        '20 L par mois',
        'Hebdomadaire',
        'Atelier',
      ],
    ]);
  });

  it("sets the unit's chemical risks to the priority's band with its source noted, and reports the other lines", async () => {
    const owner = await createAccount(t);
    const doc = await garage(owner.auth);
    await addProduct(t, owner.auth, inUnit(doc));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/chemicals/seirich-import`,
      headers: owner.auth,
      payload: csv(
        'Produit;Priorité\r\nDégraissant moteur DX 500;Priorité 1\r\nInconnu;2\r\nDégraissant Moteur DX 500;urgent\r\n',
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lignesReprises: 1,
      risquesModifies: 1,
      erreurs: [
        { line: 3, message: SEIRICH_MESSAGES.productUnknown },
        { line: 4, message: SEIRICH_MESSAGES.priorityInvalid },
      ],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    const risques = after.json<DuerpDocument>().data.unitesDeTravail[0]!.risques;
    const r7 = risques.find((r) => r.idRisque === 'r7')!;
    expect(r7).toMatchObject({
      evalGravite: 4,
      evalFrequence: 2,
      evalMaitrise: 3,
      niveauDeRisqueStatus: 'RED',
    });
    expect(r7.remarques).toMatch(
      /^Niveau repris de Seirich le \d{1,2} \S+ \d{4} : priorité 1 \(Dégraissant Moteur DX 500\)\.$/,
    );
    // A risk of another family keeps its rating.
    expect(risques.find((r) => r.idRisque === 'r1')).toMatchObject({ evalGravite: 2 });
  });

  it('answers 400 with a French message for a file without the columns, a binary file or a forged body', async () => {
    const owner = await createAccount(t);
    const doc = await garage(owner.auth);
    const url = `/api/duerp/${doc.id}/chemicals/seirich-import`;
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: owner.auth, payload: payload as object });
    const noColumns = await post(csv('Nom;Niveau de gris\r\nA;1\r\n'));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toEqual({ message: SEIRICH_MESSAGES.missingColumns });
    const binary = await post({
      fileName: 'x.xlsx',
      contentBase64: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]).toString(
        'base64',
      ),
    });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toEqual(expect.any(String));
    const huge = await post({ fileName: 'x.csv', contentBase64: 'A'.repeat(15 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: IMPORT_MESSAGES.tooLarge });
    for (const forged of [{ fileName: 'x', contentBase64: '%%%' }, { contentBase64: 'QQ==' }]) {
      const res = await post(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
