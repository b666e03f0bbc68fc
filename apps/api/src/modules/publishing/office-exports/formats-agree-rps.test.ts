import { beforeAll, describe, expect, it } from 'vitest';
import type { DuerpData } from '@duerp/domain/duerp';
import { presentRps, presentVersion, type PresentedRps } from '@duerp/domain/presentation';
import type { ActionRps, UniteRps } from '@duerp/domain/rps';
import { pdfFixture, pdfInput } from '../../../../test/helpers/pdf.js';
import { readFormats, space, type ReadFormats } from '../../../../test/helpers/read-formats.js';

/*
 * Issue 43: the PDF, the DOCX and the XLSX of a version with RPS units write the same session,
 * family levels, adjustments, printed situations and actions (its section and the programme of
 * actions), as presentRps and presentActions give them.
 */
const action = (idAction: string, cible: ActionRps['cible'], over: Partial<ActionRps>) => ({
  idAction,
  cible,
  descriptionDeLaMesure: 'Mesure',
  responsable: 'Direction',
  budget: '',
  date: '2026-06-15',
  statut: 'À planifier',
  ...over,
});

const GROUPE: UniteRps = {
  idUniteRps: 'p1',
  displayName: 'Équipe de pose',
  idsUnitesDeTravail: ['u1'],
  mode: 'groupe',
  seance: {
    date: '2026-02-10',
    animateurDirection: { nom: 'Élodie Lefèvre', fonction: 'Gérante' },
    animateurPersonnel: { nom: 'Marc Petit', fonction: 'Élu CSE' },
    nombreParticipants: 6,
    confidentialiteAcceptee: true,
  },
  reponses: [
    {
      idFacteur: 'tensions-public',
      reponse: 'toujours',
      situationsConcretes: 'Clients pressants',
      imprimerSituations: true,
    },
    {
      idFacteur: 'maitrise-emotions',
      reponse: 'souvent',
      situationsConcretes: 'Non imprimée',
      imprimerSituations: false,
    },
    {
      idFacteur: 'rythmes',
      reponse: 'parfois',
      situationsConcretes: '',
      imprimerSituations: false,
    },
    {
      idFacteur: 'objectifs-clairs',
      reponse: 'souvent',
      situationsConcretes: '',
      imprimerSituations: false,
    },
  ],
  reponsesSimplifiees: [],
  ajustements: [{ famille: 'horaires', niveau: 'modere', motif: 'Chantiers tardifs' }],
  actions: [
    action(
      'ar1',
      { type: 'famille', famille: 'emotions' },
      {
        descriptionDeLaMesure: 'Formation à l’accueil',
        responsable: 'Gérante',
        budget: '1 200 €',
        date: '2026-05-01',
      },
    ),
    action(
      'ar2',
      { type: 'facteur', idFacteur: 'rythmes' },
      {
        descriptionDeLaMesure: 'Renfort le samedi',
        statut: 'En cours',
      },
    ),
  ],
};

const SIMPLIFIE: UniteRps = {
  ...GROUPE,
  idUniteRps: 'p2',
  displayName: 'Bureau',
  idsUnitesDeTravail: [],
  mode: 'simplifie',
  seance: null,
  reponses: [],
  reponsesSimplifiees: [{ idQuestion: 's-charge', reponse: 'souvent' }],
  ajustements: [],
  actions: [],
};

const data: DuerpData = {
  ...pdfFixture(),
  risquesPsychosociaux: { dialogueSocial: 'bon', unitesRps: [GROUPE, SIMPLIFIE] },
};
const INPUT = pdfInput(data);
const version = presentVersion({ ...INPUT, data });
const rps = presentRps(data) as PresentedRps;

let read: ReadFormats;
beforeAll(async () => {
  read = await readFormats(INPUT);
});

/**
 * Whether a PDF line holds every cell, the first one possibly wrapped in its column: its start
 * is then the line's text before the next cell, its end the next line's start.
 */
function pdfHolds(cells: string[]): boolean {
  const [first = '', ...rest] = cells;
  return read.pdfLines.some((line, i) => {
    if (!rest.every((c) => line.includes(c))) return false;
    if (line.includes(first)) return true;
    const next = rest.find(Boolean);
    const head = next ? line.slice(0, line.indexOf(next)) : line;
    return space(`${head} ${read.pdfLines[i + 1] ?? ''}`).startsWith(first);
  });
}

/** The row of each format holding every cell (the XLSX's with its own first cell), or why not. */
function expectRow(cells: string[], what: string, xlsxFirst?: string) {
  const spaced = cells.map(space);
  const holds = (wanted: string[]) => (row: string[]) => wanted.every((c) => row.includes(c));
  expect(pdfHolds(spaced), `PDF : ${what}`).toBe(true);
  expect(read.docxRows.some(holds(spaced)), `DOCX : ${what}`).toBe(true);
  const xlsx = xlsxFirst === undefined ? spaced : [xlsxFirst, ...spaced.slice(1)];
  expect(read.xlsxRows.some(holds(xlsx)), `XLSX : ${what}`).toBe(true);
}

describe('the PDF, the DOCX and the XLSX of a version with RPS units', () => {
  it('head each RPS unit with its session or path and its linked work units', () => {
    expect(rps.unites.map((u) => u.seance)).toEqual([
      'Séance du 10 février 2026 · 6 participants',
      'Auto-évaluation simplifiée par la direction',
    ]);
    const paragraphs = read.docxText.split('\n');
    for (const unite of rps.unites) {
      const line = space([unite.seance, unite.unitesLiees].filter(Boolean).join(' · '));
      expect(read.pdfLines, `PDF : ${unite.name}`).toContain(space(unite.name));
      expect(read.pdfLines, `PDF : ${line}`).toContain(line);
      expect(paragraphs, `DOCX : ${line}`).toContain(line);
      expect(
        read.xlsxRows.some((row) => row[0] === unite.name && row[1] === line),
        `XLSX : ${line}`,
      ).toBe(true);
    }
  });

  it('write each family with the same level and the group’s adjustment', () => {
    const levels = rps.unites.map((u) => u.familles.map((f) => f.niveau));
    expect(levels).toEqual([
      ['Modéré', 'Modéré', 'Élevé', 'Non évalué', 'Non évalué', 'Non évalué', 'Non évalué'],
      ['Élevé', 'Non évalué', 'Non évalué', 'Non évalué', 'Non évalué', 'Non évalué', 'Non évalué'],
    ]);
    for (const unite of rps.unites) {
      for (const famille of unite.familles) {
        const cells = [famille.label, famille.niveau, famille.ajustement ?? ''].filter(Boolean);
        expectRow(cells, `${unite.name} : ${cells.join(' | ')}`);
      }
    }
    expect(rps.unites[0]?.familles[1]?.ajustement).toBe('Ajusté par le groupe : Chantiers tardifs');
  });

  it('write the situations the group chose to print, and no other', () => {
    expect(rps.unites[0]?.situations).toEqual([
      { facteur: 'Tensions avec le public', texte: 'Clients pressants' },
    ]);
    // The XLSX names what a row of its RPS sheet is in its third column.
    expectRow(
      ['Tensions avec le public', 'Clients pressants'],
      'situations',
      'Situations concrètes : Tensions avec le public',
    );
    for (const text of [read.pdfLines.join('\n'), read.docxText, JSON.stringify(read.xlsxRows)])
      expect(text).not.toContain('Non imprimée');
  });

  it('write the RPS actions in the section and in the programme of actions', () => {
    for (const a of rps.unites[0]!.actions) {
      expectRow([a.description, a.responsable, a.echeance, a.statut], `section : ${a.description}`);
    }
    const group = version.actions.units.find((u) => u.idUniteRps === 'p1');
    expect(group?.actions.map((a) => a.mesure)).toEqual([
      'Formation à l’accueil',
      'Renfort le samedi',
    ]);
    expect(version.actions.units.some((u) => u.idUniteRps === 'p2')).toBe(false);
    for (const a of group!.actions) {
      // An action without a budget leaves its cell empty in every format.
      const cells = [a.risque, a.mesure, a.responsable, a.echeance, a.budget, a.statut].filter(
        Boolean,
      );
      expectRow(cells, `programme : ${cells.join(' | ')}`);
    }
    expect(read.pdfLines).toContain(space(version.actions.totalLine));
    expect(read.docxText.split('\n')).toContain(space(version.actions.totalLine));
  });

  it('count and cost in the summaries the same actions as the programme, RPS ones included', () => {
    const { totals } = version.actions;
    const reference = presentVersion({ ...pdfInput(pdfFixture()), data: pdfFixture() }).actions;
    expect(totals.actionCount).toBe(reference.totals.actionCount + 2);
    expect(totals.total).toBe(reference.totals.total + 1200);
    expect(version.actions.actionCount).toBe(`${totals.actionCount} actions`);
    expect(read.xlsxRows).toContainEqual(['Actions de prévention', String(totals.actionCount)]);
    const amount = space(version.actions.budgetTotal).replace(/ \(.*\)$/, '');
    expect(read.xlsxRows).toContainEqual(['Budget chiffré des actions (€)', amount]);
    expect(read.pdfLines).toContain(space(version.actions.statusLine));
    // The key figures of the PDF's summary: the actions' box says the programme's count.
    const labels = read.pdfLines.findIndex((l) => l.endsWith('actions de prévention'));
    expect(read.pdfLines[labels - 1]?.split(' ').at(-1)).toBe(String(totals.actionCount));
  });
});
