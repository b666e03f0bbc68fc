import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** DELETE with a JSON body naming the action and its unit. */
export const useDeleteAction = () => useDocumentWrite(contract.duerp.deleteAction);
