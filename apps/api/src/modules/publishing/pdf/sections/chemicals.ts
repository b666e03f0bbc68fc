import { CMR_SUMMARY_TITLE, presentChemicals } from '@duerp/domain/presentation';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { paragraph, startSection, subheading } from './common.js';

export const CHEMICALS_SECTION_ID = 'produits-chimiques';

const SMALL = {
  font: 'regular' as const,
  size: SIZES.small,
  color: COLORS.muted,
  leading: 1.35,
  align: 'left' as const,
  gapAfter: 6,
};

/**
 * Issue 44: the chemical products per work unit as the register stood at generation, then the
 * anonymised list of workers who may be exposed to each CMR product (no name, no job title).
 */
export function renderChemicals(w: PdfWriter, ctx: PdfContext): void {
  const title = ctx.partTitles.chemicals;
  // The units as the context shows them (their names reversed in the demo).
  const chemicals = presentChemicals({
    ...ctx.data,
    inventaireChimique: ctx.input.snapshot.inventaireChimique,
  });
  if (!title || !chemicals) return;
  startSection(w, ctx, CHEMICALS_SECTION_ID, title, 'portrait');
  paragraph(w, chemicals.source, SMALL);
  for (const unite of chemicals.unites) {
    subheading(w, unite.name);
    const table = new Table(w, [
      { header: 'Produit', flex: 1.3 },
      { header: 'Pictogrammes', flex: 1.2 },
      { header: 'CMR', width: 62 },
      { header: 'FDS (révision)', width: 78 },
      { header: 'Substitution', flex: 1 },
    ]);
    for (const p of unite.produits)
      table.row([
        { text: p.fournisseur === '—' ? p.nom : `${p.nom}\n${p.fournisseur}`, font: 'condBold' },
        p.pictogrammes,
        p.cmr,
        p.fds,
        p.substitution,
      ]);
    table.end();
    w.y += 6;
  }
  if (!chemicals.cmr) return;
  subheading(w, CMR_SUMMARY_TITLE);
  paragraph(w, chemicals.cmr.note, SMALL);
  const table = new Table(w, [
    { header: 'Produit CMR', flex: 1 },
    { header: 'Travailleurs', width: 70 },
    { header: "Nature de l'exposition", flex: 1.2 },
    { header: 'Durée', flex: 0.8 },
    { header: 'Degré', flex: 0.8 },
  ]);
  for (const p of chemicals.cmr.produits) {
    const lines =
      p.expositions.length > 0 ? p.expositions : [{ nature: '—', duree: '—', degre: '—' }];
    for (const [i, l] of lines.entries())
      table.row([
        i === 0 ? { text: p.nom, font: 'condBold' } : '',
        i === 0 ? p.travailleurs : '',
        l.nature,
        l.duree,
        l.degre,
      ]);
  }
  table.end();
}
