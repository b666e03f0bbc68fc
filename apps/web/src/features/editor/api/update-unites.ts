import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

export interface UniteListItem {
  idUniteDeTravail: string;
  displayName: string;
}

/**
 * The whole list, in order, sent with its revision: new ids create units, missing ids delete them
 * (with their risks).
 */
export const useUpdateUnites = () => useDocumentWrite(contract.duerp.updateListUnites);

/** The list as the route takes it: each unit's id and name, whatever else the screen holds. */
export const uniteListBody = (unitesDeTravail: readonly UniteListItem[]) => ({
  unitesDeTravail: unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
    idUniteDeTravail,
    displayName,
  })),
});
