import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** The company's information (the editor's first step). */
export const useUpdateInfosEntreprise = () =>
  useDocumentWrite(contract.duerp.updateInfosEntreprise);
