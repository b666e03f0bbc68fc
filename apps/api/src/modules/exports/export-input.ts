import type { DisplayOptions, DuerpData } from '@duerp/domain';

/** A version as the XLSX and DOCX writers read it: frozen, like the PDF's input. */
export interface ExportInput {
  snapshot: DuerpData;
  displayOptions: DisplayOptions;
  versionNumber: number;
  /** ISO instant of the version's creation. */
  creationTime: string;
  notesDeVersion: string;
  snapshotSha256: string;
}

/** What the DOCX worker receives: the snapshot still as its stored JSON text. */
export type DocxRenderJob = Omit<ExportInput, 'snapshot'> & { snapshotJson: string };

/** "#16a34a" → "FF16A34A", the ARGB exceljs and docx (without alpha) expect. */
export const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;
export const rgb = (hex: string) => hex.replace('#', '').toUpperCase();
