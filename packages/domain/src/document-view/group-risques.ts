import type {
  Categorie,
  DisplayOptions,
  DuerpData,
  Risque,
  UniteDeTravail,
} from '../duerp/schemas.js';
import { normalizeSearchText } from '../search/normalize.js';
import { compareRisqueCodes, sortRisques } from './sort-risques.js';

/** One line of a risk table: the risk, its unit, and its category (null when it has none). */
export interface RisqueRow {
  risque: Risque;
  unite: UniteDeTravail;
  categorie: Categorie | null;
}

/** The rows of one category, or all the rows of a unit group when not grouping by category. */
export interface CategorieGroup {
  /** Stable key for rendering lists. */
  key: string;
  /** The category heading; null when not grouping by category, or for risks without a category. */
  categorie: Categorie | null;
  rows: RisqueRow[];
}

/** The rows of one unit, or of the whole document when not grouping by unit. */
export interface UniteGroup {
  key: string;
  /** The unit heading; null when not grouping by unit. */
  unite: UniteDeTravail | null;
  categories: CategorieGroup[];
}

/**
 * The risk table of a document view: always two levels (unit groups, then category groups, then
 * rows), whatever the options, so a renderer draws a unit heading when `shouldGroupByUnite`, a
 * category heading when `shouldGroupByCategorie`, and otherwise shows the unit or the category
 * as a column of each row.
 */
export interface GroupedRisques {
  options: DisplayOptions;
  groups: UniteGroup[];
  /** How many rows in all. */
  count: number;
}

function rowsOf(unite: UniteDeTravail): RisqueRow[] {
  const categories = new Map(unite.categorieDeRisques.map((c) => [c.idCategorie, c]));
  return unite.risques.map((risque) => ({
    risque,
    unite,
    categorie: categories.get(risque.idCategorie) ?? null,
  }));
}

/**
 * Groups rows by category, in the order the categories are listed (by code when sorting by code),
 * risks without a category last. Across units, categories with the same name form one group,
 * as premade categories merge by name.
 */
function groupByCategorie(
  rows: RisqueRow[],
  acrossUnits: boolean,
  options: DisplayOptions,
  prefix: string,
): CategorieGroup[] {
  const keyOf = (categorie: Categorie) =>
    acrossUnits
      ? `${prefix}:nom:${normalizeSearchText(categorie.displayName)}`
      : `${prefix}:id:${categorie.idCategorie}`;
  const groups = new Map<string, CategorieGroup>();
  // Within a unit, the unit's declared order of categories; across units, first appearance.
  for (const categorie of acrossUnits ? [] : (rows[0]?.unite.categorieDeRisques ?? [])) {
    groups.set(keyOf(categorie), { key: keyOf(categorie), categorie, rows: [] });
  }
  const withoutCategory: CategorieGroup = {
    key: `${prefix}:sans-categorie`,
    categorie: null,
    rows: [],
  };
  for (const row of rows) {
    if (!row.categorie) {
      withoutCategory.rows.push(row);
      continue;
    }
    const key = keyOf(row.categorie);
    const group = groups.get(key) ?? { key, categorie: row.categorie, rows: [] };
    groups.set(key, group);
    group.rows.push(row);
  }
  const result = [...groups.values()].filter((group) => group.rows.length > 0);
  if (options.sortBy === 'code') {
    result.sort((a, b) => compareRisqueCodes(a.categorie?.code ?? '', b.categorie?.code ?? ''));
  }
  if (withoutCategory.rows.length > 0) result.push(withoutCategory);
  return result;
}

function innerGroups(
  rows: RisqueRow[],
  acrossUnits: boolean,
  options: DisplayOptions,
  key: string,
): CategorieGroup[] {
  const groups = options.shouldGroupByCategorie
    ? groupByCategorie(rows, acrossUnits, options, key)
    : rows.length > 0
      ? [{ key: `${key}:tous`, categorie: null, rows }]
      : [];
  return groups.map((group) => ({
    ...group,
    rows: sortRisques(group.rows, options.sortBy, (row) => row.risque),
  }));
}

/**
 * The risks of a document grouped and sorted per its display options:
 * by unit (in the document's order, units without risks included), then by category, each group
 * sorted by `sortBy` (none keeps the document's order). Shared by the PDF and the web view.
 */
export function groupRisques(
  data: Pick<DuerpData, 'unitesDeTravail'>,
  options: DisplayOptions,
): GroupedRisques {
  const count = data.unitesDeTravail.reduce((sum, unite) => sum + unite.risques.length, 0);
  if (options.shouldGroupByUnite) {
    const groups = data.unitesDeTravail.map((unite) => ({
      key: `unite:${unite.idUniteDeTravail}`,
      unite,
      categories: innerGroups(rowsOf(unite), false, options, `unite:${unite.idUniteDeTravail}`),
    }));
    return { options, groups, count };
  }
  const rows = data.unitesDeTravail.flatMap(rowsOf);
  return {
    options,
    groups: [
      { key: 'document', unite: null, categories: innerGroups(rows, true, options, 'document') },
    ],
    count,
  };
}

/** The rows of a grouped table in reading order. */
export function groupedRows(grouped: GroupedRisques): RisqueRow[] {
  return grouped.groups.flatMap((g) => g.categories.flatMap((c) => c.rows));
}
