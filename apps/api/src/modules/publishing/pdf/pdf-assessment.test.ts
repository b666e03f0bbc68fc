import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeLevels, type DuerpData } from '@duerp/domain/duerp';
import { pdfFixture, pdfInput, poppler } from '../../../../test/helpers/pdf.js';
import { mesureChoisie } from '../../../../test/helpers/duerp.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(() => pdfs.cleanup());

const flat = (text: string) => text.replace(/\s+/g, ' ');
const text = async (data: DuerpData, previousVersionTime: string | null = null) =>
  flat(
    (await pdfs.pages(await renderDuerpPdf(pdfInput(data, { previousVersionTime })))).join('\n'),
  );

/** The fixture with the issue-16 fields filled in. */
function assessed(): DuerpData {
  const data = structuredClone(pdfFixture());
  const [atelier, reception] = data.unitesDeTravail;
  atelier!.effectif = 20;
  atelier!.effectifFemmes = 5;
  atelier!.expositionsPenibilite = [
    { idFacteur: 'bruit', nombreExposes: 12, situations: 'Scie circulaire, raboteuse' },
  ];
  reception!.expositionsPenibilite = [
    { idFacteur: 'bruit', nombreExposes: 3, situations: '' },
    { idFacteur: 'manutentions-manuelles', nombreExposes: 4, situations: 'Déchargement' },
  ];
  const glissade = atelier!.risques[0]!;
  glissade.mesuresExistantes = 'MESX Aspiration à la source';
  const bruit = atelier!.risques[2]!;
  bruit.isExpositionDifferenciee = true;
  bruit.expositionDifferencieeNote = 'NOTEFH Grossesse : bruit et vibrations';
  const lombalgie = reception!.risques[1]!;
  lombalgie.historiqueCotations = [
    {
      date: '2026-03-01T09:00:00Z',
      evalGravite: 4,
      evalFrequence: 4,
      evalMaitrise: 4,
      niveauDeRisqueValue: 20,
      niveauDeRisqueStatus: 'RED',
    },
  ];
  return recomputeLevels(data);
}

/** The assessed fixture with proposed measures answered (issue 41). */
function withChoices(): DuerpData {
  const data = assessed();
  const [glissade, , bruit] = data.unitesDeTravail[0]!.risques;
  glissade!.mesuresProposees = [
    mesureChoisie('m1', 'PROPX Poser une main courante', 'en-place'),
    mesureChoisie('m2', 'ABSENTX Poser un garde-corps', 'pas-en-place'),
    mesureChoisie('m3', 'SANSOBJETX Baliser la zone', 'non-concerne'),
  ];
  bruit!.mesuresProposees = [mesureChoisie('m4', 'PROPY Capoter la scie', 'en-place')];
  return data;
}

describe('PDF of the complete assessment (issue 16)', () => {
  it('prints the R4121-1-1 annex: per factor, the units, the workers exposed and their share of the headcount', async () => {
    const all = await text(assessed());
    expect(all).toContain('Annexe — Facteurs de risques professionnels (article R4121-1-1)');
    // 58 employees: 15 exposed to noise (12 + 3), 4 to manual handling.
    const annex = all.slice(all.lastIndexOf('Proportions calculées'));
    expect(annex).toContain("Proportions calculées sur l'effectif de l'entreprise : 58 salariés.");
    expect(annex).toContain('Atelier de menuiserie : 12 (Scie circulaire, raboteuse) 15 25,9 %');
    expect(annex).toContain('Réception des marchandises : 4 (Déchargement) 4 6,9 %');
    expect(annex).toContain('Réception des marchandises : 3');
  });
  it('says that no exposure is declared, rather than leaving the annex out', async () => {
    const data = structuredClone(pdfFixture());
    data.unitesDeTravail[0]!.expositionsPenibilite = [];
    const all = await text(data);
    expect(all).toContain('Annexe — Facteurs de risques professionnels (article R4121-1-1)');
    expect(all).toContain('aucune exposition au-delà des seuils déclarée');
  });
  it('prints the existing measures, the unit headcount, the flagged risks and the level before and after a re-rating', async () => {
    const all = await text(assessed(), '2026-02-01T00:00:00Z');
    expect(all).toContain('Mesures existantes');
    expect(all).toContain('MESX Aspiration à la source');
    expect(all).toContain('effectif 20 dont 5 femmes');
    expect(all).toContain('Exposition différenciée femmes / hommes (article L4121-3)');
    expect(all).toContain('NOTEFH Grossesse : bruit et vibrations');
    expect(all).toContain('Risques réévalués depuis la version précédente');
    const rerated = all.slice(all.indexOf('Risques réévalués depuis la version précédente'));
    expect(rerated).toMatch(/RQF Lombalgie au déchargement 1 mars 2026 20,0 6,8/);
  });
  it('leaves a re-rating made before the previous version out of the before/after table', async () => {
    const all = await text(assessed(), '2026-03-05T00:00:00Z');
    expect(all).not.toContain('Risques réévalués depuis la version précédente');
  });
  it('lists the proposed measures « En place » under « Mesures existantes », and neither the « Pas en place » nor the « Non concerné » ones', async () => {
    const all = await text(withChoices());
    expect(all).toContain('Mesures existantes');
    expect(all).toContain('MESX Aspiration à la source');
    expect(all).toContain('• PROPX Poser une main courante');
    expect(all).toContain('• PROPY Capoter la scie');
    expect(all).not.toContain('ABSENTX');
    expect(all).not.toContain('SANSOBJETX');
  });
  it('prints the same bytes as before for a document whose choices are none « En place »', async () => {
    const data = structuredClone(pdfFixture());
    for (const risque of data.unitesDeTravail.flatMap((u) => u.risques)) {
      risque.idPremadeRisque = 'risque_chutes_1';
      risque.mesuresProposees = [
        mesureChoisie('m1', 'ABSENTX Poser un garde-corps', 'pas-en-place'),
        mesureChoisie('m2', 'SANSOBJETX Baliser la zone', 'non-concerne'),
      ];
    }
    const before = await renderDuerpPdf(pdfInput(pdfFixture()));
    expect(Buffer.compare(await renderDuerpPdf(pdfInput(data)), before)).toBe(0);
  });
  it('prints a document without the new fields as before: no new column, part or annex', async () => {
    const all = await text(pdfFixture());
    for (const absent of [
      'Mesures existantes',
      'Annexe — Facteurs',
      "Compléments de l'évaluation",
      'effectif 20',
    ]) {
      expect(all).not.toContain(absent);
    }
  });
});
