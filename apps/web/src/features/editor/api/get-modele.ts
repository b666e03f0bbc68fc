import { useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys } from '@/features/duerp';

/** The model of the document's sector (issue 41): usual units, their risks and measures. */
export const getModele = (duerpId: string) =>
  call(contract.masterdata.modele, { query: { duerpDocId: duerpId } });

/** Asked only once the company has a sector: without one there is no model. */
export const useModele = (duerpId: string, secteur: string) =>
  useQuery({
    queryKey: duerpKeys.modele(duerpId, secteur),
    queryFn: () => getModele(duerpId),
    enabled: secteur.trim() !== '',
    retry: false,
  });
