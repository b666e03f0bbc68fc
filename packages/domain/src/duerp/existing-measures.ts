import type { DuerpData } from './schemas.js';

/**
 * Whether any risk of the document states its existing prevention measures: the PDF and the
 * exports then give them a column; a document without them keeps its former layout.
 */
export function hasMesuresExistantes(data: Pick<DuerpData, 'unitesDeTravail'>): boolean {
  return data.unitesDeTravail.some((u) => u.risques.some((r) => !!r.mesuresExistantes?.trim()));
}
