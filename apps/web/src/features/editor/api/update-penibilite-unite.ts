import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Step 5 (issue 16): a unit's exposures to the pénibilité factors of L4161-1. */
export const useUpdatePenibiliteUnite = () =>
  useDocumentWrite(contract.duerp.updatePenibiliteUnite);
