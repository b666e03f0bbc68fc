import { contract } from '@duerp/contract';
import { useDocumentWrite } from '@/features/duerp';

/** Creates a preventive action (no idAction: the server gives one) or updates it. */
export const useUpsertAction = () => useDocumentWrite(contract.duerp.upsertAction);
