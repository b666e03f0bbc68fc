import { ACTION_STATUTS, plural, presentActions, type ShownAction } from '@duerp/domain';
import { ACTIONS_LIST_TITLE, PAPRIPACT_TITLE, type PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table, type Cell } from '../pdf-table.js';
import { COLORS, DEFAULT_STATUT_COLORS, SIZES, STATUT_COLORS } from '../pdf-theme.js';
import { BODY, paragraph, startSection } from './common.js';

export const ACTIONS_SECTION_ID = 'actions';

/** The section title: the PAPRIPACT when enabled, the list of actions otherwise (L4121-3-1 III). */
export function actionsSectionTitle(isPapripactEnabled: boolean): string {
  return `5. ${isPapripactEnabled ? PAPRIPACT_TITLE : ACTIONS_LIST_TITLE}`;
}

function actionCells(action: ShownAction): Cell[] {
  return [
    { text: action.risque, color: action.isRisqueDeleted ? COLORS.muted : COLORS.ink },
    { text: action.mesure, font: 'condBold' },
    action.responsable,
    action.echeance,
    { text: action.budget, align: 'right' },
    { badge: action.statut, colors: STATUT_COLORS[action.statut] ?? DEFAULT_STATUT_COLORS },
  ];
}

function statusSummary(ctx: PdfContext): string {
  const counts = new Map<string, number>();
  for (const unite of ctx.data.unitesDeTravail) {
    for (const action of unite.papripactActionsPreventives)
      counts.set(action.statut, (counts.get(action.statut) ?? 0) + 1);
  }
  const known: readonly string[] = ACTION_STATUTS;
  const order = [...ACTION_STATUTS, ...[...counts.keys()].filter((s) => !known.includes(s))];
  const parts = order
    .filter((s) => counts.has(s))
    .map((s) => `${s.toLowerCase()} : ${counts.get(s) ?? 0}`);
  return `${plural(ctx.summary.actionCount, 'action')} — ${parts.join(' · ')}.`;
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
  if (ctx.summary.actionCount === 0) {
    paragraph(
      w,
      "Aucune action de prévention n'est enregistrée dans cette version du document unique.",
      { ...BODY, font: 'italic' },
    );
    return;
  }
  const shown = presentActions(ctx.data);
  paragraph(w, shown.totalLine, { ...BODY, font: 'bold', gapAfter: 2 });
  paragraph(w, statusSummary(ctx), {
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
    { header: enabled ? 'Coût estimé' : 'Budget', width: 66, align: 'right' },
    { header: 'Statut', width: 64 },
  ]);
  for (const unit of shown.units) {
    table.group({
      level: 1,
      title: `Unité de travail : ${unit.displayName}`,
      detail: unit.detail,
    });
    for (const action of unit.actions) table.row(actionCells(action));
  }
  table.end();
}
