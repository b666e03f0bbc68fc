import type { DuerpData, Risque } from './schemas.js';

type Measured = Pick<Risque, 'mesuresExistantes' | 'mesuresProposees'>;

/** The proposed measures answered « En place », the ones a version prints as existing. */
export const mesuresEnPlace = (risque: Measured) =>
  (risque.mesuresProposees ?? []).filter((m) => m.etat === 'en-place');

/**
 * A risk's « Mesures existantes » as a version prints them: the free text as typed, then one
 * line « • … » per proposed measure answered « En place ». « Pas en place » and « Non concerné »
 * are not existing measures: the first become PAPRIPACT actions (docs/decisions.md).
 */
export function mesuresExistantesText(risque: Measured): string {
  const free = risque.mesuresExistantes ?? '';
  const list = mesuresEnPlace(risque).map((m) => `• ${m.texte}`);
  if (list.length === 0) return free;
  return [...(free.trim() ? [free.trimEnd()] : []), ...list].join('\n');
}

/**
 * Whether any risk of the document states its existing prevention measures: the PDF and the
 * exports then give them a column; a document without them keeps its former layout.
 */
export function hasMesuresExistantes(data: Pick<DuerpData, 'unitesDeTravail'>): boolean {
  return data.unitesDeTravail.some((u) =>
    u.risques.some((r) => !!r.mesuresExistantes?.trim() || mesuresEnPlace(r).length > 0),
  );
}
