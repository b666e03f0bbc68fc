import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Records an event that calls for an update of the document. */
export const useReportEvent = () => useDocumentWrite(contract.versions.signalerEvenement);
