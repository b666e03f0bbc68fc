import type { VersionInput } from '../pdf/index.js';

/** A version as the XLSX and DOCX writers read it: the PDF's input without its extras. */
export type ExportInput = VersionInput;

/** What the DOCX worker receives: the snapshot still as its stored JSON text. */
export type DocxRenderJob = Omit<ExportInput, 'snapshot'> & { snapshotJson: string };

/** "#16a34a" → "FF16A34A", the ARGB exceljs and docx (without alpha) expect. */
export const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;
export const rgb = (hex: string) => hex.replace('#', '').toUpperCase();
