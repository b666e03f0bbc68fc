import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/**
 * A unit's whole category and risk list, sent with its revision: new ids create, missing ids
 * delete (with the actions of the risks removed); stored evaluations, dangers and remarks of the
 * risks kept are preserved.
 */
export const useUpdateListRisques = () => useDocumentWrite(contract.duerp.updateListRisques);
