import type { ShownAction } from '@duerp/domain/presentation';
import {
  ACTIONS_LIST_TITLE,
  PAPRIPACT_TITLE,
  PDF_EDITIONS,
  type PdfContext,
} from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table, type Cell } from '../pdf-table.js';
import { COLORS, DEFAULT_STATUT_COLORS, SIZES, STATUT_COLORS } from '../pdf-theme.js';
import { BODY, paragraph, startSection } from './common.js';

export const ACTIONS_SECTION_ID = 'actions';

/** The section title: the PAPRIPACT when enabled, the list of actions otherwise (L4121-3-1 III). */
export function actionsSectionTitle(isPapripactEnabled: boolean): string {
  return `5. ${isPapripactEnabled ? PAPRIPACT_TITLE : ACTIONS_LIST_TITLE}`;
}

function actionCells(action: ShownAction, withDetails: boolean): Cell[] {
  const details = withDetails && action.details.length > 0 ? action.details.join('\n') : undefined;
  return [
    { text: action.risque, color: action.isRisqueDeleted ? COLORS.muted : COLORS.ink },
    { text: action.mesure, font: 'condBold', ...(details ? { note: details } : {}) },
    action.responsable,
    action.echeance,
    { text: action.budget, align: 'right' },
    { badge: action.statut, colors: STATUT_COLORS[action.statut] ?? DEFAULT_STATUT_COLORS },
  ];
}

/** Part 5: the PAPRIPACT, or the list of prevention and protection actions. */
export function renderActions(w: PdfWriter, ctx: PdfContext): void {
  const enabled = ctx.data.isPapripactEnabled;
  startSection(w, ctx, ACTIONS_SECTION_ID, actionsSectionTitle(enabled), 'landscape');
  paragraph(
    w,
    enabled
      ? "Programme établi à la suite de l'évaluation des risques (article L4121-3-1, III, 1°) : pour chaque mesure, le risque " +
          "visé, la personne responsable de sa mise en œuvre, son échéance, son coût estimé et son état d'avancement. Il est " +
          'mis à jour à chaque mise à jour du document unique, si nécessaire (article R4121-2).'
      : "Actions de prévention des risques et de protection des salariés définies à la suite de l'évaluation des risques et " +
          'consignées dans le document unique (article L4121-3-1, III, 2°).',
    { ...BODY, size: SIZES.body - 0.5, gapAfter: 6 },
  );
  const shown = ctx.version.actions;
  if (shown.units.length === 0) {
    paragraph(w, shown.empty, { ...BODY, font: 'italic' });
    return;
  }
  paragraph(w, shown.totalLine, { ...BODY, font: 'bold', gapAfter: 2 });
  paragraph(w, shown.statusLine, {
    font: 'regular',
    size: SIZES.small,
    color: COLORS.muted,
    leading: 1.35,
    align: 'left',
    gapAfter: 10,
  });

  const table = new Table(w, [
    { header: 'Risque associé', flex: 1 },
    { header: 'Mesure de prévention', flex: 1.55 },
    { header: 'Responsable', width: 104 },
    { header: 'Échéance', width: 74 },
    { header: shown.budgetHeader, width: 66, align: 'right' },
    { header: 'Statut', width: 64 },
  ]);
  const withDetails = ctx.input.pdfEdition >= PDF_EDITIONS.withActionDetails;
  for (const unit of shown.units) {
    table.group({
      level: 1,
      title: unit.title,
      detail: unit.detail,
    });
    for (const action of unit.actions) table.row(actionCells(action, withDetails));
  }
  table.end();
}
