import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Step 5 (issue 42): the unit « Non concerné » by the thermal environment, or not. */
export const useUpdateAmbiancesThermiques = () =>
  useDocumentWrite(contract.duerp.updateAmbiancesThermiques);
