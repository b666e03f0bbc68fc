import { premadeRisqueOf } from '@duerp/domain/premade';
import type { DuerpDocument, MesureProposee, Risque } from '@duerp/domain/duerp';
import { useMasterdata } from '../../api/get-masterdata';

/** Whether the catalogue's measures are known yet ('pending'), could not be loaded, or are. */
export type CatalogueStatus = 'pending' | 'error' | 'success';

export interface CatalogueMesures {
  status: CatalogueStatus;
  /** The measures the catalogue proposes for a risk of the document (none for its own risks). */
  of: (risque: Risque) => readonly MesureProposee[];
}

const NONE: readonly MesureProposee[] = [];

/** The proposed measures of the catalogue (issue 41), from the answer step 4 already loaded. */
export function useCatalogueMesures(duerp: DuerpDocument): CatalogueMesures {
  const masterdata = useMasterdata(duerp.id, duerp.data.entreprise?.secteurDActivite ?? '');
  const risques = masterdata.data?.risques;
  return {
    status: masterdata.status,
    of: (risque) => (risques && premadeRisqueOf(risque, risques)?.mesuresProposees) || NONE,
  };
}
