import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { chemicalKeys, espaceHeaders } from './keys';

/** A work unit a product may be linked to, with the DUERP it belongs to. */
export interface EspaceUnit {
  idDuerp: string;
  idUniteDeTravail: string;
  duerpName: string;
  unitName: string;
}

/** The work units of every DUERP of the espace, in the documents' order. */
export const espaceUnitsQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: chemicalKeys.units(espaceId),
    queryFn: async (): Promise<EspaceUnit[]> => {
      const duerps = await call(contract.duerp.list, { headers: espaceHeaders(espaceId) });
      return duerps.flatMap((duerp) =>
        duerp.data.unitesDeTravail.map((unit) => ({
          idDuerp: duerp.id,
          idUniteDeTravail: unit.idUniteDeTravail,
          duerpName: duerp.displayName,
          unitName: unit.displayName,
        })),
      );
    },
  });

export const useEspaceUnits = (espaceId: string) => useQuery(espaceUnitsQueryOptions(espaceId));

export const unitKey = (link: { idDuerp: string; idUniteDeTravail: string }) =>
  `${link.idDuerp}/${link.idUniteDeTravail}`;
