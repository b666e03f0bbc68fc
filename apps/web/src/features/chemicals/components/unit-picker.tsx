import type { ProductUnitLink } from '@duerp/domain/chemicals';
import { Checkbox } from '@/components/ui/checkbox';
import { unitKey, type EspaceUnit } from '../api/espace-units';

/** The work units of the espace's DUERP, as checkboxes under each document's name. */
export function UnitPicker({
  units,
  value,
  onChange,
}: {
  units: EspaceUnit[];
  value: ProductUnitLink[];
  onChange: (value: ProductUnitLink[]) => void;
}) {
  const chosen = new Set(value.map(unitKey));
  const duerps = [...new Map(units.map((u) => [u.idDuerp, u.duerpName])).entries()];
  const toggle = (unit: EspaceUnit) =>
    onChange(
      chosen.has(unitKey(unit))
        ? value.filter((link) => unitKey(link) !== unitKey(unit))
        : [...value, { idDuerp: unit.idDuerp, idUniteDeTravail: unit.idUniteDeTravail }],
    );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">Unités de travail</legend>
      {units.length === 0 ? (
        <p className="text-sm text-slate-600">
          Aucune unité de travail dans les DUERP de cet espace : créez-les dans l'éditeur du DUERP,
          puis reliez-y le produit.
        </p>
      ) : (
        <div className="space-y-2">
          {duerps.map(([idDuerp, name]) => (
            <div key={idDuerp}>
              {duerps.length > 1 && (
                <p className="text-xs font-semibold text-slate-600 uppercase">{name}</p>
              )}
              <div className="grid gap-1 sm:grid-cols-2">
                {units
                  .filter((u) => u.idDuerp === idDuerp)
                  .map((unit) => (
                    <Checkbox
                      key={unitKey(unit)}
                      label={unit.unitName}
                      checked={chosen.has(unitKey(unit))}
                      onChange={() => toggle(unit)}
                      className="min-h-11 items-center"
                    />
                  ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
