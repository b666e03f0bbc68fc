/** The RPS part as a new version prints it: PDF, DOCX and XLSX. */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { usePoppler } from '../../../../test/helpers/pdf.js';
import { postOnDocument, RPS_ACTION, RPS_SEANCE as seance } from '../../../../test/helpers/rps.js';

const t = useTestApp();
const post = postOnDocument(t);
const pdfs = usePoppler();

describe('the printed RPS part', () => {
  it('prints « Facteurs de risques psychosociaux » in a new version only: the PDF read back with pdftotext, the DOCX and the XLSX', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const generated = async () => {
      const res = await generate(t, owner.auth, doc.id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    };
    const before = await generated();
    const writes: [string, unknown][] = [
      [
        'update-list-unites-rps',
        {
          unitesRps: [
            {
              idUniteRps: 'p1',
              displayName: 'Équipe de vente',
              idsUnitesDeTravail: ['u1'],
              mode: 'groupe',
            },
          ],
        },
      ],
      ['update-seance-rps', seance],
      [
        'update-reponse-rps',
        {
          idUniteRps: 'p1',
          idFacteur: 'interruptions',
          reponse: 'toujours',
          situationsConcretes: 'Appels pendant la caisse',
          imprimerSituations: true,
        },
      ],
      [
        'update-reponse-rps',
        {
          idUniteRps: 'p1',
          idFacteur: 'rythmes',
          reponse: 'souvent',
          situationsConcretes: 'Texte gardé pour le groupe',
          imprimerSituations: false,
        },
      ],
      [
        'update-synthese-rps',
        {
          idUniteRps: 'p1',
          famille: 'valeurs',
          niveau: 'faible',
          motif: 'Équipe fière de son travail',
        },
      ],
      ['upsert-action-rps', RPS_ACTION],
    ];
    for (const [path, body] of writes)
      expect((await post(owner.auth, doc.id, path, body)).statusCode).toBe(200);
    const after = await generated();
    const text = async (versionId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/${versionId}/download`,
        headers: owner.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfs.pages(res.rawPayload)).join('\n').replace(/\s+/g, ' ');
    };
    const old = await text(before);
    expect(old).not.toContain('psychosociaux');
    const printed = await text(after);
    expect(printed).toContain('Facteurs de risques psychosociaux');
    expect(printed).toContain('ED 6140');
    expect(printed).toContain('Séance du 20 novembre 2026 · 5 participants');
    expect(printed).toMatch(/Intensité et complexité du travail Élevé/);
    expect(printed).toMatch(
      /Conflits de valeurs Faible Ajusté par le groupe : Équipe fière de son travail/,
    );
    expect(printed).toContain('Appels pendant la caisse');
    expect(printed).not.toContain('Texte gardé pour le groupe');
    expect(printed).toContain('Plages sans appels');
    expect(printed).not.toContain('Claire Martin Gérante');

    const office = async (versionId: string, format: 'docx' | 'xlsx') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/duerp/${doc.id}/versions/${versionId}/download-${format}`,
        headers: owner.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      const part = format === 'docx' ? 'word/document.xml' : 'xl/sharedStrings.xml';
      return (await zip.file(part)!.async('string')).replace(/<[^>]+>/g, ' ');
    };
    for (const format of ['docx', 'xlsx'] as const) {
      expect(await office(before, format)).not.toContain('psychosociaux');
      const written = await office(after, format);
      expect(written, format).toContain('Séance du 20 novembre 2026 · 5 participants');
      expect(written, format).toContain('Intensité et complexité du travail');
      expect(written, format).toContain('Élevé');
      expect(written, format).toContain('Ajusté par le groupe : Équipe fière de son travail');
      expect(written, format).toContain('Appels pendant la caisse');
      expect(written, format).not.toContain('Texte gardé pour le groupe');
      expect(written, format).toContain('Plages sans appels');
    }
  });
});
