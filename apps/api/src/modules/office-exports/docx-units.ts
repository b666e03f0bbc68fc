import { HeadingLevel, Paragraph, type FileChild } from 'docx';
import {
  groupRisques,
  hasMesuresExistantes,
  presentActions,
  shownLevelText,
  type Categorie,
} from '@duerp/domain';
import { riskSectionTitle } from '../pdf/index.js';
import { body, docxTable, heading, levelCell } from './docx-tables.js';
import type { ExportInput } from './export-input.js';

const categoryTitle = (categorie: Categorie | null) =>
  categorie
    ? `${categorie.code.trim() ? `${categorie.code.trim()}  ` : ''}${categorie.displayName}`
    : 'Sans catégorie';

const RISK_HEADERS = ['Code', 'Risque', 'Danger', 'G', 'F', 'M', 'Niveau', 'Remarques'];
const RISK_WIDTHS = [7, 22, 24, 4, 4, 4, 13, 22];
/** With existing measures (when some risk states them, as in the PDF), after the danger. */
const MESURES_HEADERS = [
  'Code',
  'Risque',
  'Danger',
  'Mesures existantes',
  'G',
  'F',
  'M',
  'Niveau',
  'Remarques',
];
const MESURES_WIDTHS = [6, 18, 18, 18, 4, 4, 4, 12, 16];

/** Part 4: the risks grouped and sorted as the version's display options say, as in the PDF. */
export function docxRiskTables(input: ExportInput): FileChild[] {
  const grouped = groupRisques(input.snapshot, input.displayOptions);
  const { shouldGroupByUnite, shouldGroupByCategorie } = input.displayOptions;
  const mesures = hasMesuresExistantes(input.snapshot);
  const children: FileChild[] = [
    heading(riskSectionTitle(input.displayOptions), HeadingLevel.HEADING_1),
  ];
  for (const group of grouped.groups) {
    if (group.unite) {
      children.push(
        heading(`Unité de travail : ${group.unite.displayName}`, HeadingLevel.HEADING_2),
      );
    }
    if (group.categories.length === 0) children.push(body('Aucun risque dans cette unité.'));
    for (const category of group.categories) {
      if (shouldGroupByCategorie) {
        children.push(heading(categoryTitle(category.categorie), HeadingLevel.HEADING_3));
      }
      const extra = [
        ...(shouldGroupByUnite ? [] : ['Unité de travail']),
        ...(shouldGroupByCategorie ? [] : ['Catégorie']),
      ];
      children.push(
        docxTable(
          [...extra, ...(mesures ? MESURES_HEADERS : RISK_HEADERS)],
          category.rows.map(({ risque, unite, categorie }) => [
            ...(shouldGroupByUnite ? [] : [unite.displayName]),
            ...(shouldGroupByCategorie ? [] : [categorie?.displayName ?? '']),
            risque.code,
            risque.displayName,
            risque.danger,
            ...(mesures ? [risque.mesuresExistantes ?? ''] : []),
            shownLevelText('evalGravite', risque.evalGravite),
            shownLevelText('evalFrequence', risque.evalFrequence),
            shownLevelText('evalMaitrise', risque.evalMaitrise),
            levelCell(risque.niveauDeRisqueValue),
            risque.remarques,
          ]),
          [...extra.map(() => 12), ...(mesures ? MESURES_WIDTHS : RISK_WIDTHS)],
          'landscape',
        ),
        new Paragraph({ text: '' }),
      );
    }
  }
  return children;
}

/** Part 5: the actions of each unit by due date, undated ones last, as in the PDF. */
export function docxActions(input: ExportInput): FileChild[] {
  const { units, totalLine } = presentActions(input.snapshot);
  if (units.length === 0) return [body('Aucune action de prévention.')];
  return [
    body(totalLine),
    ...units.flatMap((unite) => [
      heading(`Unité de travail : ${unite.displayName}`, HeadingLevel.HEADING_2),
      body(unite.detail),
      docxTable(
        [
          'Action',
          'Risque',
          'Responsable',
          input.snapshot.isPapripactEnabled ? 'Coût estimé' : 'Budget',
          'Échéance',
          'Statut',
        ],
        unite.actions.map((action) => [
          action.mesure,
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
