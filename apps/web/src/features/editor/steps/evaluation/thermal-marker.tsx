import { toast } from 'sonner';
import type { DuerpDocument, UniteDeTravail } from '@duerp/domain/duerp';
import { useUpdateAmbiancesThermiques } from '../../api/update-ambiances-thermiques';
import { toastApiError } from '@/lib/api-errors';

/**
 * Step 5: the unit marked « Non concerné » by heat and cold (R4121-1, « y compris ceux liés aux
 * ambiances thermiques »), so that the check stops asking for a thermal risk there.
 */
export function ThermalMarker({ duerp, unite }: { duerp: DuerpDocument; unite: UniteDeTravail }) {
  const update = useUpdateAmbiancesThermiques();
  const checked = unite.isAmbiancesThermiquesNonConcerne === true;
  return (
    <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0"
        checked={checked}
        disabled={update.isPending}
        onChange={(e) =>
          update.mutate(
            {
              id: duerp.id,
              body: {
                idUniteDeTravail: unite.idUniteDeTravail,
                isAmbiancesThermiquesNonConcerne: e.target.checked,
              },
            },
            {
              onSuccess: () => toast.success('Ambiances thermiques enregistrées'),
              onError: toastApiError,
            },
          )
        }
      />
      <span className="text-sm text-slate-800">
        <span className="font-medium">Ambiances thermiques : non concerné</span>
        <span className="block text-slate-600">
          Cochez si les salariés de cette unité ne sont exposés ni à la chaleur ni au froid.
        </span>
      </span>
    </label>
  );
}
