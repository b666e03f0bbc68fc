import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Step 3 (issue 16): a unit's headcount and how many of them are women. */
export const useUpdateEffectifUnite = () => useDocumentWrite(contract.duerp.updateEffectifUnite);
