import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Step 3 "Dupliquer l'unité": the server copies the unit with its risks (and actions if asked). */
export const useDuplicateUnite = () => useDocumentWrite(contract.duerp.duplicateUnite);
