import type ExcelJS from 'exceljs';
import { CMR_SUMMARY_TITLE, type PresentedChemicals } from '@duerp/domain/presentation';

const HEADERS = [
  'Unité de travail',
  'Produit',
  'Fournisseur',
  'Pictogrammes',
  'CMR',
  'FDS (révision)',
  'Substitution',
];
const WIDTHS = [24, 32, 24, 40, 16, 18, 32];
const CMR_HEADERS = ['Produit CMR', 'Travailleurs', "Nature de l'exposition", 'Durée', 'Degré'];
const CMR_WIDTHS = [32, 14, 50, 30, 30];

type AddSheet = (
  name: string,
  headers: readonly string[],
  widths: readonly number[],
) => ExcelJS.Worksheet;

/** Issue 44: the inventory, one row per product and unit, then the anonymised CMR list. */
export function writeChemicalsSheets(chemicals: PresentedChemicals, addSheet: AddSheet): void {
  const sheet = addSheet('Produits chimiques', HEADERS, WIDTHS);
  for (const unite of chemicals.unites)
    for (const p of unite.produits)
      sheet
        .addRow([unite.name, p.nom, p.fournisseur, p.pictogrammes, p.cmr, p.fds, p.substitution])
        .commit();
  sheet.commit();
  if (!chemicals.cmr) return;
  // Sheet names are 31 characters at most.
  const cmr = addSheet(CMR_SUMMARY_TITLE.slice(0, 31).trimEnd(), CMR_HEADERS, CMR_WIDTHS);
  for (const p of chemicals.cmr.produits)
    for (const l of p.expositions.length > 0
      ? p.expositions
      : [{ nature: '—', duree: '—', degre: '—' }])
      cmr.addRow([p.nom, p.travailleurs, l.nature, l.duree, l.degre]).commit();
  cmr.commit();
}
