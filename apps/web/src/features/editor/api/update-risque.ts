import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** The evaluation modal's save: one risk, its level recomputed by the server. */
export const useUpdateRisque = () => useDocumentWrite(contract.duerp.updateRisque);
