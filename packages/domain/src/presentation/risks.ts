import { groupRisques, type RisqueRow } from '../document-view/group-risques.js';
import { hasMesuresExistantes, mesuresExistantesText } from '../duerp/existing-measures.js';
import type { Categorie, DisplayOptions, DuerpData, UniteDeTravail } from '../duerp/schemas.js';
import {
  CRITERIA_PRESENTATION,
  scaleLegend,
  shownLevel,
  shownLevelText,
} from '../risk/presentation.js';
import { riskStatusForValue } from '../risk/score.js';
import type { EvalCriterion } from '../risk/scales.js';
import { presentLevel, type ShownRiskLevel } from './level.js';
import { plural } from '../text/plural.js';

/** A criterion of a risk as shown: "G" and its shown number ("–" while it is not set). */
export interface ShownCriterion {
  field: EvalCriterion['field'];
  letter: string;
  label: string;
  /** "3", or "–". */
  text: string;
  /** The shown number (the maîtrise reversed), a number cell's value; null while not set. */
  number: number | null;
}

/** A risk as every view and file of a version shows it. */
export interface ShownRisk {
  /** Unique in the version (a risk id is unique within its unit). */
  key: string;
  /** What it shows: the views attach its actions, photos and comments to it. */
  row: RisqueRow;
  code: string;
  name: string;
  unite: string;
  /** Its category's name, or nothing. */
  categorie: string;
  danger: string;
  mesuresExistantes: string;
  remarques: string;
  criteria: ShownCriterion[];
  level: ShownRiskLevel;
}

/** A category's risks (all the rows of a unit group when not grouping by category). */
export interface ShownCategorie {
  key: string;
  /** "1.2  Chutes" (code, two spaces, name), or "Sans catégorie". */
  title: string;
  /** "3 risques". */
  count: string;
  risks: ShownRisk[];
}

/** A unit's risks (all the document's when not grouping by unit: no title then). */
export interface ShownRiskUnit {
  key: string;
  idUniteDeTravail: string | null;
  /** The unit's name, and "Unité de travail : …"; null when not grouping by unit. */
  name: string | null;
  title: string | null;
  /** "3 risques · niveau moyen 4,5 (Important) · effectif 8 dont 3 femmes". */
  detail: string;
  level: ShownRiskLevel;
  categories: ShownCategorie[];
  /** What a unit without a risk says instead of its table; null when it has risks. */
  empty: string | null;
}

/** The risks of a version, grouped, sorted and written as its display options say. */
export interface RisksPresentation {
  options: DisplayOptions;
  /** The part's title, which says how the rows are grouped. */
  title: string;
  /** How the rows are grouped and sorted, the G/F/M scales, the formula. */
  legend: string;
  /** The columns a table shows besides the code, the risk and its level. */
  columns: { unite: boolean; categorie: boolean; mesuresExistantes: boolean };
  /** The criteria columns, in their order: "G" (gravité)… */
  criteria: Pick<ShownCriterion, 'field' | 'letter' | 'label'>[];
  units: ShownRiskUnit[];
  count: number;
  /** "7 risques", and "7 risques trouvés" for a search. */
  countText: string;
  foundText: string;
  /** What a table without a row says; null when it has rows. */
  empty: string | null;
}

/** The risk part's title, which says how the rows are grouped. */
export function riskSectionTitle(options: Pick<DisplayOptions, 'shouldGroupByUnite'>): string {
  return options.shouldGroupByUnite
    ? '4. Évaluation des risques par unité de travail'
    : '4. Inventaire et évaluation des risques';
}

const SORT_LABELS: Record<DisplayOptions['sortBy'], string> = {
  '': "dans l'ordre de saisie",
  code: 'par numéro de risque',
  niveauDeRisqueValue: 'par niveau de risque décroissant (risques non évalués en dernier)',
};

function legendOf(options: DisplayOptions): string {
  const groups = [
    options.shouldGroupByUnite && 'par unité de travail',
    options.shouldGroupByCategorie && 'par catégorie de risques',
  ].filter(Boolean);
  const grouping =
    groups.length > 0
      ? `Risques regroupés ${groups.join(' puis ')}, triés ${SORT_LABELS[options.sortBy]}.`
      : `Risques triés ${SORT_LABELS[options.sortBy]}.`;
  return `${grouping} ${scaleLegend()}. Niveau = F × G × facteur de maîtrise (voir la méthode d'évaluation).`;
}

/** " · effectif 8 dont 3 femmes", when the unit's headcount is known (issue 16). */
function effectifDetail(unite: UniteDeTravail): string {
  if (unite.effectif === undefined || unite.effectif === null) return '';
  const femmes =
    unite.effectifFemmes === undefined || unite.effectifFemmes === null
      ? ''
      : ` dont ${plural(unite.effectifFemmes, 'femme')}`;
  return ` · effectif ${unite.effectif}${femmes}`;
}

const categorieTitle = (categorie: Categorie | null) =>
  categorie
    ? `${categorie.code.trim() ? `${categorie.code.trim()}  ` : ''}${categorie.displayName}`
    : 'Sans catégorie';

function presentRisk(row: RisqueRow): ShownRisk {
  const { risque } = row;
  const value = risque.niveauDeRisqueValue;
  return {
    key: `${row.unite.idUniteDeTravail}/${risque.idRisque}`,
    row,
    code: risque.code,
    name: risque.displayName,
    unite: row.unite.displayName,
    categorie: row.categorie?.displayName ?? '',
    danger: risque.danger,
    mesuresExistantes: mesuresExistantesText(risque),
    remarques: risque.remarques,
    criteria: CRITERIA_PRESENTATION.map((c) => {
      const stored = risque[c.field];
      return {
        field: c.field,
        letter: c.letter,
        label: c.label,
        text: shownLevelText(c.field, stored),
        number:
          stored === 1 || stored === 2 || stored === 3 || stored === 4
            ? shownLevel(c.field, stored)
            : null,
      };
    }),
    level: presentLevel(value, value === null ? null : risque.niveauDeRisqueStatus),
  };
}

/**
 * The risks of a document or version as every rendering shows them (the PDF's part 4, the DOCX,
 * the XLSX inventory, the web views): grouped and sorted per `options`, each unit with its level
 * and counts, each risk with its code, criteria and level written once.
 */
export function presentRisks(
  data: Pick<DuerpData, 'unitesDeTravail'>,
  options: DisplayOptions,
): RisksPresentation {
  const grouped = groupRisques(data, options);
  const units = grouped.groups.map((group): ShownRiskUnit => {
    const unite = group.unite;
    // The unit's level as the domain stored it (recomputeLevels), as the summary reads it.
    const value = unite?.niveauDeRisqueValue ?? null;
    const level = presentLevel(value, value === null ? null : riskStatusForValue(value));
    return {
      key: group.key,
      idUniteDeTravail: unite?.idUniteDeTravail ?? null,
      name: unite?.displayName ?? null,
      title: unite ? `Unité de travail : ${unite.displayName}` : null,
      detail: unite
        ? `${plural(unite.risques.length, 'risque')} · niveau moyen ${level.label}${effectifDetail(unite)}`
        : '',
      level,
      categories: group.categories.map((category) => ({
        key: category.key,
        title: categorieTitle(category.categorie),
        count: plural(category.rows.length, 'risque'),
        risks: category.rows.map(presentRisk),
      })),
      empty:
        unite && group.categories.length === 0
          ? 'Aucun risque identifié dans cette unité de travail.'
          : null,
    };
  });
  return {
    options,
    title: riskSectionTitle(options),
    legend: legendOf(options),
    columns: {
      unite: !options.shouldGroupByUnite,
      categorie: !options.shouldGroupByCategorie,
      mesuresExistantes: hasMesuresExistantes(data),
    },
    criteria: CRITERIA_PRESENTATION.map(({ field, letter, label }) => ({ field, letter, label })),
    units,
    count: grouped.count,
    countText: plural(grouped.count, 'risque'),
    foundText: plural(grouped.count, 'risque trouvé', 'risques trouvés'),
    empty:
      units.length === 0
        ? "Aucune unité de travail n'est définie."
        : grouped.count === 0 && !options.shouldGroupByUnite
          ? 'Aucun risque identifié.'
          : null,
  };
}

/** The risks of a presentation in reading order. */
export function shownRisks(risks: RisksPresentation): ShownRisk[] {
  return risks.units.flatMap((u) => u.categories.flatMap((c) => c.risks));
}
