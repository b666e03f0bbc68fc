import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import {
  DEFAULT_DISPLAY_OPTIONS,
  recomputeLevels,
  type ActionPreventive,
  type DisplayOptions,
  type DuerpData,
  type Risque,
} from '@duerp/domain/duerp';
import { aCategorie, aRisque, rated, type Rating } from '@duerp/domain/testing';
import { PDF_EDITIONS } from '../../src/modules/publishing/pdf/pdf-context.js';
import type { DuerpPdfInput } from '../../src/modules/publishing/pdf/render-duerp-pdf.js';

const run = promisify(execFile);

/** Pages of a DUERP PDF's risk tables: those with the table's header row. */
export const riskTablePages = (pages: string[]) =>
  pages.filter((p) => /N°\s+(\S.*\s+)?Risque\s+Danger\s+Remarques\s+G\s+F\s+M\s+Niveau/.test(p));

/** Poppler on temporary files: text per page (form feeds split pages) and document info. */
export async function poppler() {
  const dir = await mkdtemp(join(tmpdir(), 'duerp-pdf-'));
  const save = async (pdf: Buffer) => {
    const file = join(dir, `${randomUUID()}.pdf`);
    await writeFile(file, pdf);
    return file;
  };
  return {
    /** Text of each page; `mode` is a pdftotext option such as -layout, -raw or -bbox. */
    async pages(pdf: Buffer, mode = '-layout'): Promise<string[]> {
      const { stdout } = await run('pdftotext', [mode, await save(pdf), '-'], {
        maxBuffer: 256 * 1024 * 1024,
      });
      return stdout.split('\f').slice(0, -1);
    },
    async bbox(pdf: Buffer): Promise<string> {
      const { stdout } = await run('pdftotext', ['-bbox', await save(pdf), '-'], {
        maxBuffer: 256 * 1024 * 1024,
      });
      return stdout;
    },
    async info(pdf: Buffer): Promise<Record<string, string>> {
      const { stdout } = await run('pdfinfo', [await save(pdf)]);
      return Object.fromEntries(
        stdout
          .split('\n')
          .filter((l) => l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Poppler for the tests of a file: ready before its first test, its files removed after the last. */
export function usePoppler(): Awaited<ReturnType<typeof poppler>> {
  let current: Awaited<ReturnType<typeof poppler>> | undefined;
  beforeAll(async () => {
    current = await poppler();
  });
  afterAll(() => current?.cleanup());
  return new Proxy({} as Awaited<ReturnType<typeof poppler>>, {
    get: (_, key) => {
      if (!current) throw new Error('usePoppler : lu avant le beforeAll du fichier');
      return Reflect.get(current, key) as unknown;
    },
  });
}

const risque = (
  idRisque: string,
  code: string,
  idCategorie: string,
  displayName: string,
  evaluation: Rating,
  danger = '',
  remarques = '',
): Risque =>
  aRisque(idRisque, {
    idCategorie,
    code,
    displayName,
    danger,
    remarques,
    ...rated(evaluation),
    isUserDefined: code === '',
  });
const categorie = (idCategorie: string, code: string, displayName: string) =>
  aCategorie(idCategorie, code, displayName);
const action = (
  idAction: string,
  idUniteDeTravail: string,
  idRisqueAssocie: string,
  descriptionDeLaMesure: string,
  budget: string,
  date: string,
): ActionPreventive => ({
  idAction,
  idUniteDeTravail,
  idRisqueAssocie,
  descriptionDeLaMesure,
  responsable: 'Hélène Dupré',
  budget,
  date,
  statut: 'En cours',
});

/**
 * Two units, seven risks with markers RQA…RQG. Levels: A 20, B 9, C 6, D unevaluated, E 0.25,
 * F 6.75, G 1.5. Codes: A 1.10, B 1.2, C 2.1, D none, E 1.1, F 3.2, G 3.10. The category
 * "Chutes de plain-pied et de hauteur" exists in both units.
 */
export function pdfFixture(extra: { risquesPerUnit?: number; longText?: string } = {}): DuerpData {
  const chutes = 'Chutes de plain-pied et de hauteur';
  const data: DuerpData = {
    entreprise: {
      nom: 'Menuiserie Lefèvre & Fils',
      siret: '73282932000074',
      secteurDActivite: 'BTP',
      isSecteurPublic: false,
      adresse: "12 rue de l'Église, 69003 Lyon",
      nomDuRepresentantLegal: 'Élodie Lefèvre',
      nombreEmployes: 58,
      isEtablissement: true,
      nomDeLEtablissement: 'Atelier de Vénissieux',
    },
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier de menuiserie',
        niveauDeRisqueValue: null,
        categorieDeRisques: [
          categorie('c1', '1', chutes),
          categorie('c2', '2', 'Bruit et vibrations'),
        ],
        risques: [
          risque(
            'a',
            '1.10',
            'c1',
            'RQA Glissade sur les copeaux',
            [4, 4, 4],
            'Sol rendu glissant par la sciure près de la dégauchisseuse.',
            'Coût du nettoyage : 1 200 € par an.',
          ),
          risque(
            'b',
            '1.2',
            'c1',
            "RQB Chute d'échelle",
            [4, 3, 3],
            'Accès aux étagères hautes.',
            'Escabeau conforme à acheter.',
          ),
          risque(
            'c',
            '2.1',
            'c2',
            'RQC Exposition au bruit',
            [3, 4, 2],
            'Scie circulaire au-delà de 85 dB(A).',
            'Bouchons moulés fournis.',
          ),
          risque('d', '', 'c2', 'RQD Vibrations de la ponceuse', null),
        ],
        papripactActionsPreventives: [
          action(
            'x1',
            'u1',
            'a',
            'Installer un aspirateur à copeaux centralisé',
            '1 200 €',
            '2026-04-15',
          ),
          action('x2', 'u1', 'c', 'Capoter la scie circulaire', '3 500 €', '2026-02-01'),
        ],
      },
      {
        idUniteDeTravail: 'u2',
        displayName: 'Réception des marchandises',
        niveauDeRisqueValue: null,
        categorieDeRisques: [
          categorie('c3', '1', chutes),
          categorie('c4', '3', 'Manutention manuelle'),
        ],
        risques: [
          risque('e', '1.1', 'c3', 'RQE Trébuchement sur une palette', [1, 1, 1]),
          risque(
            'f',
            '3.2',
            'c4',
            'RQF Lombalgie au déchargement',
            [3, 3, 3],
            'Colis de 25 kg, œuvre répétitive.',
          ),
          risque('g', '3.10', 'c4', 'RQG Écrasement du pied', [2, 3, 1]),
        ],
        papripactActionsPreventives: [
          action('x3', 'u2', 'f', 'Acheter un transpalette électrique', '4 800 €', '2026-06-30'),
        ],
      },
    ],
    displayOptions: { ...DEFAULT_DISPLAY_OPTIONS },
    isPapripactEnabled: true,
    niveauDeRisqueTotalValue: null,
    niveauDeRisqueTotalStatus: null,
  };
  // Bulk units for page-flow tests: a category every three risks, rows of varied heights.
  const count = extra.risquesPerUnit ?? 0;
  for (let u = 0; u < (count > 0 ? 3 : 0); u++) {
    const categories = Array.from({ length: Math.ceil(count / 3) }, (_, k) =>
      categorie(`bc${u}-${k}`, `9.${k + 1}`, `Catégorie de risques ${k + 1}`),
    );
    data.unitesDeTravail.push({
      idUniteDeTravail: `big${u}`,
      displayName: `Unité volumineuse ${u + 1}`,
      niveauDeRisqueValue: null,
      categorieDeRisques: categories,
      papripactActionsPreventives: [],
      risques: Array.from({ length: count }, (_, i) =>
        risque(
          `big${u}-${i}`,
          `9.${Math.floor(i / 3) + 1}.${(i % 3) + 1}`,
          `bc${u}-${Math.floor(i / 3)}`,
          `Risque numéro ${i + 1} de l'unité ${u + 1}`,
          [1 + (i % 4), 1 + ((i + u) % 4), 1 + ((i * 3) % 4)],
          'Danger décrit en détail : '.repeat(1 + ((i * 7) % 5)),
          i === 3 && u === 1 && extra.longText
            ? extra.longText
            : 'Remarques détaillées sur les mesures existantes. '.repeat(1 + ((i + u) % 6)),
        ),
      ),
    });
  }
  return recomputeLevels(data);
}

export function pdfInput(
  snapshot: DuerpPdfInput['snapshot'],
  overrides: Partial<DuerpPdfInput> & { options?: Partial<DisplayOptions> } = {},
): DuerpPdfInput {
  const { options, ...rest } = overrides;
  return {
    variant: 'full',
    // The edition the golden reference was made with; a test of a later part passes its own.
    pdfEdition: PDF_EDITIONS.withHistory,
    snapshot,
    displayOptions: { ...DEFAULT_DISPLAY_OPTIONS, ...options },
    versionNumber: 4,
    creationTime: '2026-03-12T10:00:00Z',
    notesDeVersion: 'Mise à jour annuelle après la réorganisation de l’atelier.',
    snapshotSha256: '3f5a9c0e7b1d2c4f6a8e0b9d7c5a3e1f2b4d6c8a0e9f7b5d3c1a2e4f6b8d0c9a',
    ...rest,
  };
}
