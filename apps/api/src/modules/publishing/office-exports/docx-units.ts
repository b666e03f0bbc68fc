import { HeadingLevel, Paragraph, type FileChild } from 'docx';
import type { ActionsPresentation, RisksPresentation } from '@duerp/domain/presentation';
import { body, docxTable, heading, levelCell } from './docx-tables.js';

const RISK_WIDTHS = [7, 22, 24, 4, 4, 4, 13, 22];
/** With existing measures (when some risk states them, as in the PDF), after the danger. */
const MESURES_WIDTHS = [6, 18, 18, 18, 4, 4, 4, 12, 16];

/** Part 4: the risks grouped and sorted as the version's display options say, as in the PDF. */
export function docxRiskTables(risks: RisksPresentation): FileChild[] {
  const { columns, options } = risks;
  const headers = [
    ...(columns.unite ? ['Unité de travail'] : []),
    ...(columns.categorie ? ['Catégorie'] : []),
    'Code',
    'Risque',
    'Danger',
    ...(columns.mesuresExistantes ? ['Mesures existantes'] : []),
    ...risks.criteria.map((c) => c.letter),
    'Niveau',
    'Remarques',
  ];
  const widths = [
    ...(columns.unite ? [12] : []),
    ...(columns.categorie ? [12] : []),
    ...(columns.mesuresExistantes ? MESURES_WIDTHS : RISK_WIDTHS),
  ];
  const children: FileChild[] = [heading(risks.title, HeadingLevel.HEADING_1), body(risks.legend)];
  for (const unit of risks.units) {
    if (unit.title !== null) {
      children.push(heading(unit.title, HeadingLevel.HEADING_2), body(unit.detail));
    }
    if (unit.empty !== null) children.push(body(unit.empty));
    for (const category of unit.categories) {
      if (options.shouldGroupByCategorie) {
        children.push(heading(category.title, HeadingLevel.HEADING_3));
      }
      children.push(
        docxTable(
          headers,
          category.risks.map((risk) => [
            ...(columns.unite ? [risk.unite] : []),
            ...(columns.categorie ? [risk.categorie] : []),
            risk.code,
            risk.name,
            risk.danger,
            ...(columns.mesuresExistantes ? [risk.mesuresExistantes] : []),
            ...risk.criteria.map((c) => c.text),
            levelCell(risk.level),
            risk.remarques,
          ]),
          widths,
          'landscape',
        ),
        new Paragraph({ text: '' }),
      );
    }
  }
  if (risks.empty !== null) children.push(body(risks.empty));
  return children;
}

/** Part 5: the actions of each unit by due date, undated ones last, as in the PDF. */
export function docxActions(actions: ActionsPresentation): FileChild[] {
  if (actions.units.length === 0) return [body(actions.empty)];
  return [
    body(actions.totalLine),
    ...actions.units.flatMap((unite) => [
      heading(unite.title, HeadingLevel.HEADING_2),
      body(unite.detail),
      docxTable(
        ['Action', 'Risque', 'Responsable', actions.budgetHeader, 'Échéance', 'Statut'],
        unite.actions.map((action) => [
          [action.mesure, ...action.details].join('\n'),
          action.risque,
          action.responsable,
          action.budget,
          action.echeance,
          action.statut,
        ]),
        [34, 22, 14, 10, 12, 8],
        'landscape',
      ),
    ]),
  ];
}
