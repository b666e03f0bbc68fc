import { presentRps, type PresentedRps } from '@duerp/domain';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { BODY, paragraph, startSection, subheading } from './common.js';

export const RPS_SECTION_ID = 'risques-psychosociaux';

const SMALL = {
  font: 'regular' as const,
  size: SIZES.small,
  color: COLORS.muted,
  leading: 1.35,
  align: 'left' as const,
  gapAfter: 6,
};

/** Whether the version has RPS units: none before issue 43, so older versions print as before. */
export const hasRpsSection = (ctx: Pick<PdfContext, 'data'>) => presentRps(ctx.data) !== null;

function renderUnite(w: PdfWriter, unite: PresentedRps['unites'][number]): void {
  subheading(w, unite.name);
  paragraph(w, [unite.seance, unite.unitesLiees].filter(Boolean).join(' · '), SMALL);
  const levels = new Table(w, [
    { header: 'Famille de facteurs', flex: 1.4 },
    { header: 'Niveau', width: 70 },
    { header: 'Ajustement du groupe', flex: 1.2 },
  ]);
  for (const famille of unite.familles)
    levels.row([
      { text: famille.label, font: 'condBold' },
      { badge: famille.niveau, colors: famille.colors },
      famille.ajustement ?? '',
    ]);
  levels.end();
  w.y += 6;
  if (unite.situations.length > 0) {
    const situations = new Table(w, [
      { header: 'Facteur', flex: 0.8 },
      { header: 'Situations concrètes', flex: 2 },
    ]);
    for (const s of unite.situations)
      situations.row([{ text: s.facteur, font: 'condBold' }, s.texte]);
    situations.end();
    w.y += 6;
  }
  if (unite.actions.length > 0) {
    const actions = new Table(w, [
      { header: 'Facteur ou famille', flex: 0.9 },
      { header: 'Action de prévention', flex: 1.6 },
      { header: 'Responsable', flex: 0.7 },
      { header: 'Échéance', width: 80 },
      { header: 'Statut', width: 60 },
    ]);
    for (const a of unite.actions)
      actions.row([
        a.cible,
        { text: a.description, font: 'condBold' },
        a.responsable,
        a.echeance,
        a.statut,
      ]);
    actions.end();
    w.y += 6;
  }
}

/** Issue 43: per RPS unit, its session, the level of each family, the printed situations, actions. */
export function renderRps(w: PdfWriter, ctx: PdfContext): void {
  const title = ctx.partTitles.rps;
  const rps = presentRps(ctx.data);
  if (!title || !rps) return;
  startSection(w, ctx, RPS_SECTION_ID, title, 'portrait');
  paragraph(w, rps.source, SMALL);
  if (rps.warning) paragraph(w, rps.warning, { ...BODY, font: 'italic' });
  for (const unite of rps.unites) renderUnite(w, unite);
}
