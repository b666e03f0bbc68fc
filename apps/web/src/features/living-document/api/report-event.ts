import { contract } from '@duerp/domain';
import { useDocumentWrite } from '@/features/duerp';

/** Records an event that calls for an update of the document. */
export const useReportEvent = () => useDocumentWrite(contract.versions.signalerEvenement);
