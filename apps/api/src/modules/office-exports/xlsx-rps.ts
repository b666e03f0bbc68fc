import type ExcelJS from 'exceljs';
import type { PresentedRps } from '@duerp/domain';
import { argb } from './export-input.js';

const HEADERS = [
  'Unité de travail RPS',
  'Séance',
  'Famille, facteur ou action',
  'Niveau ou texte',
  'Ajustement ou suivi',
];
const WIDTHS = [24, 34, 36, 50, 40];

type AddSheet = (
  name: string,
  headers: readonly string[],
  widths: readonly number[],
) => ExcelJS.Worksheet;

/** Issue 43: one row per family of each RPS unit, then its printed situations and its actions. */
export function writeRpsSheet(rps: PresentedRps, addSheet: AddSheet): void {
  const sheet = addSheet('Risques psychosociaux', HEADERS, WIDTHS);
  for (const unite of rps.unites) {
    const lead = [unite.name, [unite.seance, unite.unitesLiees].filter(Boolean).join(' · ')];
    for (const famille of unite.familles) {
      const row = sheet.addRow([...lead, famille.label, famille.niveau, famille.ajustement ?? '']);
      row.getCell(4).fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: argb(famille.colors.fill) },
      };
      row.getCell(4).font = { color: { argb: argb(famille.colors.text) } };
      row.commit();
    }
    for (const s of unite.situations)
      sheet.addRow([...lead, `Situations concrètes : ${s.facteur}`, s.texte, '']).commit();
    for (const a of unite.actions)
      sheet
        .addRow([
          ...lead,
          `Action : ${a.cible}`,
          a.description,
          `${a.responsable} · ${a.echeance} · ${a.statut}`,
        ])
        .commit();
  }
  sheet.commit();
}
