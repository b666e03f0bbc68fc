import { matchColumns, type SheetCell } from '@duerp/domain/spreadsheet';

/**
 * The columns whose header names a field of the inventory, left to right: the only ones read.
 * A row is then as wide as the template, wherever else its cells go (a sheet may reach XFD, the
 * 16,384th column, and a reader that laid every row out in full would hold millions of cells).
 */
export function namedColumns(header: readonly SheetCell[]): number[] {
  return Object.values(matchColumns(header)).sort((a, b) => a - b);
}

/** A row reduced to `columns`, a missing cell read as empty. */
export const pickColumns = (
  columns: readonly number[],
  cell: (index: number) => SheetCell | undefined,
) => columns.map((index) => cell(index) ?? null);

/** Which columns of a header row a reader keeps, in the order its rows hand them over. */
export type ColumnPicker = (header: readonly SheetCell[]) => number[];
