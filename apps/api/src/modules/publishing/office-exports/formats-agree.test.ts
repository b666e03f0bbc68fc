import { beforeAll, describe, expect, it } from 'vitest';
import { presentChemicals, presentVersion, shownRisks } from '@duerp/domain/presentation';
import { pdfFixture, pdfInput } from '../../../../test/helpers/pdf.js';
import { readFormats, space } from '../../../../test/helpers/read-formats.js';
import { PDF_EDITIONS } from '../pdf/index.js';

/** Issue 44: a register at generation, a CMR product in both units and a plain one. */
const CHEMICALS_FIXTURE = {
  produits: [
    {
      nomCommercial: 'Vernis PU Bois 2K',
      fournisseur: 'Finitions du Rhône',
      pictogrammes: ['SGH02 Inflammable', 'SGH08 Danger grave pour la santé'],
      mentionsDanger: ['H225', 'H350'],
      cmr: 'avere' as const,
      fdsDateRevision: '2024-03-15',
      fdsPresente: true,
      nombreDemarches: 2,
      dernierResultat: 'en-cours' as const,
      unites: ['u1', 'u2'],
      expositions: {
        nombreTravailleurs: 2,
        lignes: [
          {
            nature: 'Inhalation lors du vernissage',
            duree: '1 h par jour',
            degre: 'Faible, cabine',
          },
          { nature: 'Contact cutané au nettoyage', duree: '15 min par jour', degre: 'Modéré' },
        ],
      },
    },
    {
      nomCommercial: 'Colle vinylique D3',
      fournisseur: '',
      pictogrammes: [],
      mentionsDanger: [],
      cmr: null,
      fdsDateRevision: null,
      fdsPresente: false,
      nombreDemarches: 0,
      dernierResultat: null,
      unites: ['u1'],
      expositions: null,
    },
  ],
};

/*
 * Issue 26: the PDF, the DOCX and the XLSX of one version write every label, date, level, count
 * and amount the presentation model (presentVersion) gives for it in the same words and order.
 * Spacing aside (the PDF draws fr-FR's no-break spaces as plain ones), a renderer formatting a
 * date, an amount or a level on its own, or ordering rows on its own, fails here.
 */
const fixture = pdfFixture();
fixture.unitesDeTravail[1]?.papripactActionsPreventives.push({
  idAction: 'x4',
  idUniteDeTravail: 'u2',
  idRisqueAssocie: 'f',
  descriptionDeLaMesure: 'Former les caristes',
  responsable: 'Marc Lenoir',
  budget: '900 €',
  date: '2026-05-04',
  statut: 'À planifier',
  conditionsExecution: 'Hors production',
  indicateurResultat: 'Caristes titulaires du CACES',
  ressources: 'Organisme agréé',
});
const REFERENCE = pdfInput(
  { ...fixture, inventaireChimique: CHEMICALS_FIXTURE },
  { pdfEdition: PDF_EDITIONS.withActionDetails },
);
const version = presentVersion({ ...REFERENCE, data: REFERENCE.snapshot });
const shown = version.actions;
const risks = shownRisks(version.risks);

/** Each format as rows of cell texts (a PDF line is one cell: its columns are not marked). */
let pdfLines: string[];
let docxRows: string[][];
let docxText: string;
let xlsxRows: string[][];

beforeAll(async () => {
  ({ pdfLines, docxRows, docxText, xlsxRows } = await readFormats(REFERENCE));
});

describe('the PDF, the DOCX and the XLSX of the reference version', () => {
  it('write each action with its risk, measure, owner, due date, budget and status', () => {
    const actions = shown.units.flatMap((u) => u.actions);
    expect(actions).toHaveLength(4);
    for (const action of actions) {
      const cells = [action.risque, action.mesure, action.responsable, action.echeance]
        .concat(action.budget, action.statut)
        .map(space);
      expect(
        pdfLines.some((line) => cells.every((c) => line.includes(c))),
        `PDF : ${cells.join(' | ')}`,
      ).toBe(true);
      const sameRow = (row: string[]) => cells.every((c) => row.includes(c));
      // The DOCX writes the details as paragraphs of the measure's cell, read here as one text.
      const docxCells = cells.map((c, i) => (i === 1 ? space(c + action.details.join('')) : c));
      const docxRow = (row: string[]) => docxCells.every((c) => row.includes(c));
      expect(docxRows.some(docxRow), `DOCX : ${cells.join(' | ')}`).toBe(true);
      expect(xlsxRows.some(sameRow), `XLSX : ${cells.join(' | ')}`).toBe(true);
    }
  });

  it("write each action's PAPRIPACT details: conditions, indicator, resources", () => {
    const details = shown.units.flatMap((u) => u.actions).flatMap((a) => a.details);
    expect(details).toHaveLength(3);
    const pdfText = pdfLines.join(' ');
    const xlsxCells = xlsxRows.flat();
    for (const detail of details.map(space)) {
      expect(pdfText, `PDF : ${detail}`).toContain(detail);
      expect(docxText.split('\n'), `DOCX : ${detail}`).toContain(detail);
      expect(
        xlsxCells.some((c) => c.includes(detail)),
        `XLSX : ${detail}`,
      ).toBe(true);
    }
  });

  it('write each risk with its code, name, criteria and level, in the same order', () => {
    expect(risks).toHaveLength(7);
    const at = { pdf: -1, docx: -1, xlsx: -1 };
    for (const risk of risks) {
      const { level } = risk;
      const cells = [risk.code, risk.name].filter(Boolean).map(space);
      const line = pdfLines.findIndex((l) => cells.every((c) => l.includes(c)));
      // The band's badge may sit on the line under the value.
      const pdfRow = `${pdfLines[line] ?? ''} ${pdfLines[line + 1] ?? ''}`;
      const badge = [level.value, level.band ?? ''].filter(Boolean);
      expect(
        line >= 0 && badge.every((c) => pdfRow.includes(c)),
        `PDF : ${cells.join(' | ')}`,
      ).toBe(true);
      expect(pdfRow, `PDF : G F M de ${risk.name}`).toContain(
        risk.criteria.map((c) => c.text).join(' '),
      );

      const criteria = risk.criteria.map((c) => c.text);
      const docx = docxRows.findIndex(
        (row) =>
          cells.every((c) => row.includes(c)) &&
          row.includes(space(level.label)) &&
          row.join('|').includes(criteria.join('|')),
      );
      expect(docx, `DOCX : ${cells.join(' | ')}`).toBeGreaterThanOrEqual(0);

      const xlsxLevel = level.number === null ? [level.value] : [level.value, level.band ?? ''];
      const xlsx = xlsxRows.findIndex(
        (row) =>
          [...cells, ...xlsxLevel, risk.unite, risk.categorie].every((c) => row.includes(c)) &&
          row.join('|').includes(criteria.map((c) => (c === '–' ? '""' : c)).join('|')),
      );
      expect(xlsx, `XLSX : ${cells.join(' | ')}`).toBeGreaterThanOrEqual(0);

      expect(line, `ordre PDF : ${risk.name}`).toBeGreaterThan(at.pdf);
      expect(docx, `ordre DOCX : ${risk.name}`).toBeGreaterThan(at.docx);
      expect(xlsx, `ordre XLSX : ${risk.name}`).toBeGreaterThan(at.xlsx);
      Object.assign(at, { pdf: line, docx, xlsx });
    }
  });

  it('head each unit and category with its title, its counts and its level', () => {
    expect(version.risks.units).toHaveLength(2);
    const paragraphs = docxText.split('\n');
    for (const unit of version.risks.units) {
      const title = space(unit.title ?? '');
      expect(
        pdfLines.some((l) => l.startsWith(title) && l.endsWith(space(unit.detail))),
        `PDF : ${title}`,
      ).toBe(true);
      expect(paragraphs).toContain(title);
      expect(paragraphs).toContain(space(unit.detail));
      for (const category of unit.categories) {
        expect(
          pdfLines.some((l) => l.startsWith(space(category.title)) && l.endsWith(category.count)),
          `PDF : ${category.title}`,
        ).toBe(true);
        expect(paragraphs).toContain(space(category.title));
      }
    }
    expect(pdfLines).toContain(space(version.risks.title));
    expect(paragraphs).toContain(space(version.risks.title));
  });

  it('write the summary: global level, count per band, level per unit', () => {
    const { summary } = version;
    expect(pdfLines).toContain(space(summary.global.value));
    expect(docxText).toContain(`Niveau de risque global : ${space(summary.global.value)}`);
    expect(xlsxRows).toContainEqual(['Niveau de risque global', space(summary.global.value)]);
    for (const band of summary.bands) {
      if (band.count > 0 || band.status !== 'NONE') {
        expect(pdfLines, `PDF : ${band.longBand}`).toContain(
          `${band.longBand} ${band.count} (${band.share})`,
        );
      }
      expect(docxRows).toContainEqual([band.band, String(band.count)]);
      expect(xlsxRows).toContainEqual([`Risques « ${band.band} »`, String(band.count)]);
    }
    for (const unit of summary.units) {
      const { level } = unit;
      expect(
        pdfLines.some(
          (l) => l.startsWith(`${unit.name} ${unit.risqueCount}`) && l.endsWith(level.value),
        ),
        `PDF : ${unit.name}`,
      ).toBe(true);
      expect(docxRows).toContainEqual([
        unit.name,
        String(unit.risqueCount),
        String(unit.evaluatedCount),
        space(level.label),
        String(unit.actionCount),
      ]);
      expect(xlsxRows).toContainEqual([unit.name, space(level.value)]);
    }
  });

  it('write the version, its date and the programme cost alike', () => {
    expect(version.label).toBe(`Version 4 du ${version.date}`);
    const pages = pdfLines.filter((l) => /Page \d+ \/ \d+$/.test(l));
    expect(pages.length).toBeGreaterThan(5);
    for (const line of pages) expect(line.startsWith(space(version.footer))).toBe(true);
    expect(docxText).toContain(version.label);
    expect(xlsxRows).toContainEqual(['Date de la version', version.date]);
    expect(pdfLines).toContain(space(shown.statusLine));

    expect(pdfLines).toContain(space(shown.totalLine));
    expect(docxText.split('\n')).toContain(space(shown.totalLine));
    expect(xlsxRows).toContainEqual(['Budget chiffré des actions (€)', space(shown.budgetTotal)]);
    for (const unit of shown.units) {
      expect(pdfLines.some((l) => l.endsWith(space(unit.detail)))).toBe(true);
      expect(docxText.split('\n')).toContain(space(unit.detail));
    }
  });
});

describe('the chemical inventory of the reference version (issue 44)', () => {
  const chemicals = presentChemicals(REFERENCE.snapshot)!;

  it('write each product of each unit with its pictograms, CMR class, sheet date and substitution', () => {
    const products = chemicals.unites.flatMap((u) => u.produits);
    expect(products).toHaveLength(3);
    for (const p of products) {
      const cells = [p.nom, p.cmr, p.fds].map(space);
      expect(
        pdfLines.some((line) => cells.every((c) => line.includes(c))),
        `PDF : ${cells.join(' | ')}`,
      ).toBe(true);
      const all = [p.nom, p.fournisseur, p.pictogrammes, p.cmr, p.fds, p.substitution].map(space);
      const sameRow = (row: string[]) => all.every((c) => row.includes(c));
      expect(docxRows.some(sameRow), `DOCX : ${all.join(' | ')}`).toBe(true);
      expect(xlsxRows.some(sameRow), `XLSX : ${all.join(' | ')}`).toBe(true);
    }
    expect(products[0]).toMatchObject({ cmr: 'CMR 1A/1B', fds: '15 mars 2024' });
    expect(products[0]!.substitution).toBe('En cours (2 démarches)');
  });

  it('write the anonymised CMR list: how many workers, each exposure, no name', () => {
    const [cmr] = chemicals.cmr!.produits;
    expect(cmr!.travailleurs).toBe('2 travailleurs');
    for (const l of cmr!.expositions) {
      const cells = [l.nature, l.duree, l.degre].map(space);
      expect(
        pdfLines.some((line) => cells.every((c) => line.includes(c))),
        `PDF : ${l.nature}`,
      ).toBe(true);
      const sameRow = (row: string[]) => cells.every((c) => row.includes(c));
      expect(docxRows.some(sameRow), `DOCX : ${l.nature}`).toBe(true);
      expect(xlsxRows.some(sameRow), `XLSX : ${l.nature}`).toBe(true);
    }
  });
});
