import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** The action plan (PAPRIPACT) switched on or off. */
export const useTogglePapripact = () => useDocumentWrite(contract.duerp.togglePapripact);
