import { describe, expect, it } from 'vitest';
import { documentData, options } from '../document-view/document-view.fixtures.js';
import { versionLabel } from './version-label.js';
import { NOT_EVALUATED_COLORS, presentLevel } from './level.js';
import { presentVersion } from './present-version.js';
import { presentRisks, shownRisks } from './risks.js';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('presentLevel', () => {
  it('writes a level with one decimal and its band, coloured as the band', () => {
    expect(presentLevel(6.75, 'RED')).toMatchObject({
      value: '6,8',
      number: 6.8,
      band: 'Critique',
      longBand: 'Risque critique',
      label: '6,8 (Critique)',
      colors: { fill: '#b91c1c', text: '#ffffff' },
      tint: { fill: '#fee2e2' },
    });
  });
  it('says "Non évalué" in grey without a value or a band', () => {
    for (const level of [presentLevel(null, null), presentLevel(4, null)]) {
      expect(level).toMatchObject({ value: 'Non évalué', label: 'Non évalué', number: null });
      expect(level.colors).toBe(NOT_EVALUATED_COLORS);
      expect(level.tint).toBeNull();
    }
  });
});

describe('presentRisks', () => {
  it('heads units and categories with their titles, counts and levels, in the order of the options', () => {
    const data = documentData();
    data.unitesDeTravail[0] = { ...data.unitesDeTravail[0]!, effectif: 8, effectifFemmes: 1 };
    const risks = presentRisks(
      data,
      options({ shouldGroupByUnite: true, shouldGroupByCategorie: true, sortBy: 'code' }),
    );
    expect(risks.title).toBe('4. Évaluation des risques par unité de travail');
    expect(risks.legend).toMatch(/^Risques regroupés par unité de travail puis par catégorie/);
    expect(risks.countText).toBe('6 risques');
    expect(risks.units.map((u) => u.title)).toEqual([
      'Unité de travail : Atelier',
      'Unité de travail : Bureau',
      'Unité de travail : Vide',
    ]);
    const [atelier, bureau, vide] = risks.units;
    expect(atelier?.detail).toBe(
      '4 risques · niveau moyen 6,7 (Critique) · effectif 8 dont 1 femme',
    );
    expect(bureau?.detail).toBe('2 risques · niveau moyen Non évalué');
    expect(vide?.empty).toBe('Aucun risque identifié dans cette unité de travail.');
    expect(atelier?.categories.map((c) => [c.title, c.count])).toEqual([
      ['1  Chutes', '2 risques'],
      ['2  Bruit', '1 risque'],
      ['Sans catégorie', '1 risque'],
    ]);
    const [first] = shownRisks(risks);
    expect(first).toMatchObject({
      code: '1.2',
      name: 'Risque b',
      unite: 'Atelier',
      categorie: 'Chutes',
    });
    expect(first?.criteria.map((c) => `${c.letter} ${c.text}`)).toEqual(['G 4', 'F 4', 'M 1']);
    expect(first?.criteria[2]?.number).toBe(1);
    expect(first?.level.label).toBe('20,0 (Critique)');
    const unevaluated = shownRisks(risks).find((r) => r.name === 'Risque e');
    expect(unevaluated?.criteria.map((c) => c.text)).toEqual(['–', '–', '–']);
    expect(unevaluated?.level.label).toBe('Non évalué');
  });
  it('shows the unit and category as columns when not grouping by them, and says when nothing is there', () => {
    const flat = presentRisks(documentData(), options({}));
    expect(flat.title).toBe('4. Inventaire et évaluation des risques');
    expect(flat.columns).toMatchObject({ unite: true, categorie: true });
    expect(flat.units).toHaveLength(1);
    expect(flat.units[0]?.title).toBeNull();
    expect(shownRisks(flat).find((r) => r.name === 'Risque d')?.categorie).toBe('');
    const noUnit = { ...documentData(), unitesDeTravail: [] };
    expect(presentRisks(noUnit, options({ shouldGroupByUnite: true })).empty).toBe(
      "Aucune unité de travail n'est définie.",
    );
    expect(presentRisks(noUnit, options({})).empty).toBe('Aucun risque identifié.');
    const noRisk = documentData();
    noRisk.unitesDeTravail = noRisk.unitesDeTravail.slice(2);
    expect(presentRisks(noRisk, options({})).empty).toBe('Aucun risque identifié.');
    expect(presentRisks(noRisk, options({})).foundText).toBe('0 risque trouvé');
  });
});

describe('presentVersion', () => {
  const version = presentVersion({
    data: documentData(),
    displayOptions: options({ shouldGroupByUnite: true }),
    versionNumber: 4,
    creationTime: '2026-03-12T10:00:00Z',
  });
  it('names the version once: its label, and the footer every PDF page carries', () => {
    expect(version.label).toBe(versionLabel(4, '2026-03-12T10:00:00Z'));
    expect(version.label).toBe('Version 4 du 12 mars 2026');
    expect(version.footer).toBe('Nouveau DUERP — DUERP version 4 du 12 mars 2026');
    expect(versionLabel(4, '2026-03-12T10:00:00Z', { inSentence: true })).toBe(
      'version 4 du 12 mars 2026',
    );
  });
  it('counts the risks per band from the highest, "Non évalué" last, and levels each unit', () => {
    const { summary } = version;
    expect(summary.bands.map((b) => [b.band, b.count])).toEqual([
      ['Critique', 1],
      ['Important', 2],
      ['Modéré', 1],
      ['Faible', 1],
      ['Non évalué', 1],
    ]);
    expect(summary.global.label).toBe('Non évalué');
    expect(summary.evaluated).toBe('5 risques évalués sur 6');
    expect(summary.bands[0]?.tint?.fill).toBe('#fee2e2');
    expect(summary.bands[4]).toMatchObject({ tint: null, colors: NOT_EVALUATED_COLORS });
    expect(summary.units.map((u) => [u.name, u.level.label])).toEqual([
      ['Atelier', '6,7 (Critique)'],
      ['Bureau', 'Non évalué'],
      ['Vide', 'Non évalué'],
    ]);
    expect(nbsp(version.actions.totalLine)).toBe('Budget total des actions : Non chiffré.');
  });
});
