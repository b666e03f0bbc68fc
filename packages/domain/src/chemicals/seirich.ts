import type { EvalLevel } from '../risk/scales.js';
import { importNameKey, type SheetCell, type SheetRow } from '../spreadsheet/import-rows.js';
import { cleanFreeText } from '../validation/free-text.js';
import { FREQUENCE_LABELS, type Frequence } from './constants.js';

/** The columns of the inventory handed to Seirich, in the order its product form asks them. */
export const SEIRICH_EXPORT_HEADERS = [
  'Produit',
  'Fournisseur',
  'Mentions de danger (H)',
  'Quantité',
  'Fréquence',
  'Unité de travail',
] as const;

/** One line of the Seirich sheet: a product in one work unit. */
export function seirichExportRow(
  product: { nomCommercial: string; fournisseur: string; mentionsDanger: readonly string[] },
  quantite: string,
  frequence: Frequence | null,
  unite: string,
): string[] {
  return [
    product.nomCommercial,
    product.fournisseur,
    product.mentionsDanger.join(', '),
    quantite,
    frequence ? FREQUENCE_LABELS[frequence] : '',
    unite,
  ];
}

/** Seirich's priority: 1 the highest (« Priorité 1 », a high residual risk), 3 the lowest. */
export type SeirichPriority = 1 | 2 | 3;

const PRIORITY_WORDS: Record<string, SeirichPriority> = {
  'tres eleve': 1,
  eleve: 1,
  fort: 1,
  moyen: 2,
  modere: 2,
  faible: 3,
};

/**
 * A priority as a person or Seirich writes it: « Priorité 1 », « P1 », « 1 », « Risque élevé »,
 * « moyen », « faible ». Null when it is none of them.
 */
export function parseSeirichPriority(cell: SheetCell): SeirichPriority | null {
  const key = importNameKey(cleanFreeText(String(cell ?? '')));
  const number = /^(?:priorite\s*|p\s*)?([1-3])(?:[.,]0+)?$/.exec(key);
  if (number) return Number(number[1]) as SeirichPriority;
  return PRIORITY_WORDS[key.replace(/^risque\s+/, '')] ?? null;
}

/**
 * The ratings that put a risk in the band a priority names: priority 1 in « Critique » (4 × 2 ×
 * 0.75 = 6), 2 in « Important » (3 × 2 × 0.5 = 3), 3 in « Modéré » (2 × 1 × 0.5 = 1). Seirich
 * gives a level, not the three criteria: these stored ratings (maîtrise 3 is the factor 0.75, 2
 * is 0.5) land in the band, and the risk's remarks say where they come from.
 */
export const SEIRICH_RATINGS: Record<
  SeirichPriority,
  { evalGravite: EvalLevel; evalFrequence: EvalLevel; evalMaitrise: EvalLevel }
> = {
  1: { evalGravite: 4, evalFrequence: 2, evalMaitrise: 3 },
  2: { evalGravite: 3, evalFrequence: 2, evalMaitrise: 2 },
  3: { evalGravite: 2, evalFrequence: 1, evalMaitrise: 2 },
};

/** The note written in the risk's remarks, naming the source of its level. */
export const seirichNote = (priority: SeirichPriority, day: string, products: readonly string[]) =>
  `Niveau repris de Seirich le ${day} : priorité ${priority} (${products.join(', ')}).`;

const HEADERS = {
  produit: ['produit', 'nom du produit', 'nom commercial', 'produit chimique'],
  priorite: ['priorite', 'niveau de priorite', 'niveau', 'niveau de risque', 'priorite seirich'],
};

/**
 * Which columns of the header hold the product and the priority, in that order; empty when
 * either is missing (the reader then keeps no column and the file is refused by name).
 */
export function seirichColumns(header: readonly SheetCell[]): number[] {
  const keys = header.map((cell) => importNameKey(cleanFreeText(String(cell ?? ''))));
  const produit = keys.findIndex((k) => HEADERS.produit.includes(k));
  const priorite = keys.findIndex((k) => HEADERS.priorite.includes(k));
  return produit < 0 || priorite < 0 ? [] : [produit, priorite];
}

export interface SeirichLine {
  line: number;
  produit: string;
  priorite: SeirichPriority;
}

/** The file's lines read (the header first, reduced by `seirichColumns`), and each line's error. */
export function readSeirichRows(rows: readonly SheetRow[]): {
  lines: SeirichLine[];
  errors: { line: number; message: string }[];
  fatal: string | null;
} {
  const [header, ...data] = rows;
  if (!header || header.cells.length < 2)
    return { lines: [], errors: [], fatal: SEIRICH_MESSAGES.missingColumns };
  const lines: SeirichLine[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const row of data) {
    const produit = cleanFreeText(String(row.cells[0] ?? '')).trim();
    const raw = row.cells[1] ?? null;
    if (!produit && (raw === null || String(raw).trim() === '')) continue;
    const priorite = parseSeirichPriority(raw);
    if (!produit) errors.push({ line: row.line, message: SEIRICH_MESSAGES.productMissing });
    else if (priorite === null)
      errors.push({ line: row.line, message: SEIRICH_MESSAGES.priorityInvalid });
    else lines.push({ line: row.line, produit: produit.slice(0, 200), priorite });
  }
  return { lines, errors, fatal: null };
}

export const SEIRICH_MESSAGES = {
  missingColumns:
    'Le fichier doit avoir une colonne « Produit » et une colonne « Priorité » (la première ligne nomme les colonnes).',
  productMissing: 'Le nom du produit manque.',
  priorityInvalid:
    'Priorité illisible : écrivez « Priorité 1 », « Priorité 2 » ou « Priorité 3 » (ou risque élevé, moyen, faible).',
  productUnknown: 'Aucun produit du registre ne porte ce nom.',
  noChemicalRisk:
    "Le produit n'est utilisé dans aucune unité de ce DUERP qui ait un risque de la famille des produits chimiques.",
  nothingApplied: "Aucune ligne du fichier n'a pu être reprise.",
} as const;
