import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Withdraws an event reported by mistake, while no version has answered it. */
export const useWithdrawEvent = () => useDocumentWrite(contract.versions.retirerEvenement);
