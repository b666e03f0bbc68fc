import type { ActionPreventive, DuerpData, Risque, UniteDeTravail } from '@duerp/domain/duerp';

/**
 * The document view's search matches name, code, danger or remarks, ignoring case; and
 * the existing measures (issue 16).
 */
export function risqueMatches(risque: Risque, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [
    risque.displayName,
    risque.code,
    risque.danger,
    risque.remarques,
    risque.mesuresExistantes ?? '',
  ].some((text) => text.toLocaleLowerCase('fr').includes(needle));
}

/** The units with only the risks that match (units keep their categories and actions). */
export function filterRisques(
  data: Pick<DuerpData, 'unitesDeTravail'>,
  query: string,
): Pick<DuerpData, 'unitesDeTravail'> {
  if (query.trim() === '') return data;
  return {
    unitesDeTravail: data.unitesDeTravail.map((unite) => ({
      ...unite,
      risques: unite.risques.filter((risque) => risqueMatches(risque, query)),
    })),
  };
}

/** The preventive actions of one risk of a unit. */
export function actionsOf(unite: UniteDeTravail, risque: Risque): ActionPreventive[] {
  return unite.papripactActionsPreventives.filter((a) => a.idRisqueAssocie === risque.idRisque);
}
