import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pdfFixture,
  pdfInput,
  poppler,
  riskTablePages as riskPages,
} from '../../../../test/helpers/pdf.js';
import { PAGE } from './pdf-theme.js';
import { closePdfPool } from './pdf-pool.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(async () => {
  await closePdfPool();
  await pdfs.cleanup();
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A page without its running header and footer. */
const body = (page: string) =>
  page
    .split('\n')
    .filter(
      (l) =>
        l.trim() &&
        !/^(Document unique d'évaluation des risques professionnels|Menuiserie Lefèvre|Empreinte SHA-256)/.test(
          l.trim(),
        ),
    )
    .join('\n');

describe('the DUERP PDF', () => {
  let full: Buffer;
  let pages: string[];
  beforeAll(async () => {
    full = await renderDuerpPdf(pdfInput(pdfFixture()));
    pages = await pdfs.pages(full);
  });

  it('is a PDF whose every page says "Page X / Y", with its metadata', async () => {
    const info = await pdfs.info(full);
    const count = Number(info.Pages);
    expect(pages).toHaveLength(count);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} / ${count}`));
    expect(info.Title).toBe(
      'DUERP – Menuiserie Lefèvre & Fils – Atelier de Vénissieux – version 4',
    );
    expect(info['Page size']).toContain('A4');
  });

  it('extracts French accents, œ and the euro sign exactly', () => {
    const text = flat(pages.join('\n'));
    for (const expected of [
      "Document unique d'évaluation des risques professionnels",
      'Évaluer les risques qui ne peuvent pas être évités.',
      'calendrier de mise en œuvre',
      'Coût du nettoyage : 1 200 € par an.',
      '4 800 €',
      'RQG Écrasement du pied',
      'Élodie Lefèvre',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows the employer, the version and the integrity fingerprint', () => {
    const cover = flat(pages[0] ?? '');
    for (const expected of [
      'Menuiserie Lefèvre & Fils',
      'Atelier de Vénissieux',
      '732 829 320 00074',
      "12 rue de l'Église, 69003 Lyon",
      'Élodie Lefèvre',
      '58 salariés',
      'Version n° 4',
      'Établie le 12 mars 2026',
      'Mise à jour annuelle',
    ]) {
      expect(cover).toContain(expected);
    }
    expect(cover).toContain(pdfInput(pdfFixture()).snapshotSha256);
    pages.forEach((page) => expect(page).toContain('Empreinte SHA-256 : 3f5a9c0e7b1d2c4f'));
  });

  it('cites the regulatory framework, the method from the domain and a summary', () => {
    const text = flat(pages.join('\n'));
    for (const article of [
      'L4121-1',
      'L4121-2',
      'L4121-3',
      'L4121-3-1',
      'R4121-1',
      'R4121-2',
      'R4121-3',
      'R4121-4',
    ]) {
      expect(text).toContain(`article ${article}`);
    }
    expect(text).toContain("au moins chaque année dans les entreprises d'au moins onze salariés");
    expect(text).toContain('quarante ans');
    expect(text).toContain('Niveau de risque = Fréquence × Gravité × Facteur de maîtrise');
    expect(text).toMatch(/Risque critique valeur de 5 ou plus/);
    expect(text).toMatch(/Risque faible valeur inférieure à 1/);
    expect(text).toContain('Niveau de risque global');
    expect(text).toContain(
      "Certains risques ne sont pas évalués : le niveau global n'est pas calculé.",
    );
  });

  it('lists the contents with the page of each part and unit', () => {
    const contents = pages[1] ?? '';
    expect(contents).toContain('Sommaire');
    const unitPage =
      pages.findIndex((p) => p.includes('Unité de travail : Réception des marchandises')) + 1;
    expect(contents).toMatch(new RegExp(`Réception des marchandises[ .]*${unitPage}\\n`));
    expect(contents).toMatch(/5\. Programme annuel de prévention/);
  });

  it('has no blank page', async () => {
    const raw = await pdfs.pages(full, '-raw');
    for (const page of raw) expect(body(page).split('\n').length).toBeGreaterThan(5);
  });

  it('titles the actions PAPRIPACT when enabled, the list of actions otherwise', async () => {
    expect(flat(pages.join('\n'))).toContain(
      "Programme annuel de prévention des risques professionnels et d'amélioration des conditions de travail",
    );
    const data = { ...pdfFixture(), isPapripactEnabled: false };
    const text = flat((await pdfs.pages(await renderDuerpPdf(pdfInput(data)))).join('\n'));
    expect(text).toContain('5. Liste des actions de prévention et de protection');
    expect(text).not.toContain('Programme annuel de prévention des risques professionnels');
    expect(text).toContain('Installer un aspirateur à copeaux centralisé');
  });
});

describe('scales and budgets as the domain presents them', () => {
  let pages: string[];
  beforeAll(async () => {
    const data = pdfFixture();
    const [first, second] = data.unitesDeTravail[0]!.papripactActionsPreventives;
    first!.budget = '5000';
    second!.budget = 'devis demandé';
    pages = await pdfs.pages(await renderDuerpPdf(pdfInput(data)));
  });
  const pageWith = (text: string) => pages.find((p) => p.includes(text)) ?? '';

  it('shows maîtrise with its reversed number in the legend and the risk rows', () => {
    const tables = flat(riskPages(pages).join('\n'));
    expect(tables).toContain('M : maîtrise (1 Absente à 4 Forte)');
    expect(tables).not.toContain('1 Forte');
    // RQF: gravité 3, fréquence 3, maîtrise stored 3 (Faible), shown 2; level 3 × 3 × 0,75.
    const row = riskPages(pages)
      .join('\n')
      .split('\n')
      .find((l) => l.includes('RQF Lombalgie'));
    expect(row).toMatch(/\s3\s+3\s+2\s+6,8\s*$/);
    // RQA: everything at 4, maîtrise Absente shown 1.
    expect(tables).toMatch(/RQA Glissade.*\s4\s+4\s+1\s+20,0/);
  });

  it('prints the maîtrise scale by shown number with its factors, and the example', () => {
    const method = pageWith('Les échelles de cotation');
    expect(method).toMatch(/Note\s+Maîtrise\s+Facteur/);
    expect(method).toMatch(/1\s+Absente\s+× 1,25/);
    expect(method).toMatch(/4\s+Forte\s+× 0,25/);
    expect(flat(method)).toContain(
      'de maîtrise 2 (Faible) vaut 3 × 3 × 0,75 = 6,8, soit un niveau « Critique »',
    );
  });

  it('formats budgets in euros, keeps free text, and totals per unit and for the PAPRIPACT', () => {
    const actions = flat(pageWith('Coût estimé total du programme'));
    expect(actions).toContain(
      'Coût estimé total du programme : 9 800 € (2 actions chiffrées sur 3).',
    );
    expect(actions).toContain('2 actions · coût estimé 5 000 € (1 action chiffrée sur 2)');
    expect(actions).toContain('1 action · coût estimé 4 800 €');
    expect(actions).toMatch(/Installer un aspirateur à copeaux centralisé .* 5 000 €/);
    expect(actions).toContain('devis demandé');
  });
});

describe('long documents', () => {
  const longText = `${'Texte de remarque très long, sur plusieurs pages du tableau. '.repeat(160)}FINDELAREMARQUE`;
  let big: Buffer;
  beforeAll(async () => {
    big = await renderDuerpPdf(pdfInput(pdfFixture({ risquesPerUnit: 40, longText })));
  });

  it('repeats the table header on every page of the risk tables, and continued units', async () => {
    const pages = await pdfs.pages(big);
    const tablePages = pages.filter(
      (p) => p.includes('Évaluation des risques par unité de travail') && !p.includes('Sommaire'),
    );
    expect(tablePages.length).toBeGreaterThan(4);
    expect(riskPages(tablePages)).toHaveLength(tablePages.length);
    expect(pages.some((p) => p.includes('Unité de travail : Unité volumineuse 2 (suite)'))).toBe(
      true,
    );
  });

  it.each([36, 45, 50])(
    'never leaves a unit or category heading alone at the bottom of a page (%i risks per unit)',
    async (risquesPerUnit) => {
      const pdf = await renderDuerpPdf(pdfInput(pdfFixture({ risquesPerUnit })));
      for (const page of riskPages(await pdfs.pages(pdf))) {
        const lines = body(page).split('\n');
        expect(lines[lines.length - 1]).not.toMatch(/Unité de travail :|\d+ risques?\s*$/);
      }
    },
  );

  it('splits a row taller than a page without losing text', async () => {
    const text = flat((await pdfs.pages(big, '-raw')).map(body).join('\n'));
    expect(text).toContain('FINDELAREMARQUE');
    expect(text.match(/Texte/g)).toHaveLength(160); // once per sentence, wherever the page breaks
  });

  it('keeps every word inside the margins, the footer zone apart', async () => {
    const bbox = await pdfs.bbox(big);
    for (const page of bbox.split('<page ').slice(2)) {
      const [width, height] = [...page.matchAll(/(width|height)="([\d.]+)"/g)]
        .slice(0, 2)
        .map((m) => Number(m[2]));
      const frame = (width ?? 0) > (height ?? 0) ? PAGE.landscape : PAGE.portrait;
      const bottom = frame.height - frame.margins.bottom;
      for (const [, x0, y0, x1, y1, word] of page.matchAll(
        /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
      )) {
        const crossesFooter = Number(y1) > bottom + 0.5 && Number(y0) < bottom + 6;
        expect(crossesFooter, `"${word}" chevauche le pied de page`).toBe(false);
        expect(Number(x0)).toBeGreaterThanOrEqual(frame.margins.left - 0.5);
        expect(Number(x1), `"${word}" dépasse la marge droite`).toBeLessThanOrEqual(
          frame.width - frame.margins.right + 0.5,
        );
      }
    }
  });
});

describe('incomplete or unusual content', () => {
  it('renders a document without company, units or actions', async () => {
    const empty = {
      ...pdfFixture(),
      entreprise: null,
      unitesDeTravail: [],
      niveauDeRisqueTotalValue: null,
      niveauDeRisqueTotalStatus: null,
    };
    const text = flat((await pdfs.pages(await renderDuerpPdf(pdfInput(empty)))).join('\n'));
    for (const expected of [
      'Nouveau DUERP',
      'Non renseigné',
      "Aucune unité de travail n'est définie.",
      "Aucune action de prévention n'est enregistrée",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints long version notes whole, at the end of the summary', async () => {
    const notesDeVersion = `${'Note détaillée sur les changements de cette version. '.repeat(120)}FINDESNOTES`;
    const text = flat(
      (await pdfs.pages(await renderDuerpPdf(pdfInput(pdfFixture(), { notesDeVersion })), '-raw'))
        .map(body)
        .join('\n'),
    );
    expect(text).toContain('[…] (notes complètes à la fin de la synthèse)');
    expect(text).toContain('FINDESNOTES');
  });
});
