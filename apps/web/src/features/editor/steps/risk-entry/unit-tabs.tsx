import type { ReactNode } from 'react';
import type { UniteDeTravail } from '@duerp/domain/duerp';
import { Tabs } from '@/components/ui/tabs';

/** The units of steps 4 to 6 as tabs, each with a short count beside its name. */
export function UnitTabs({
  units,
  selectedId,
  onSelect,
  countOf,
  children,
}: {
  units: readonly UniteDeTravail[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** What the tab shows beside the name, e.g. "3" or "2/5"; with its spoken form. */
  countOf: (unit: UniteDeTravail) => { text: string; label: string };
  children: ReactNode;
}) {
  return (
    <Tabs
      label="Unités de travail"
      selectedId={selectedId}
      onSelect={onSelect}
      tabs={units.map((unit) => {
        const count = countOf(unit);
        return {
          id: unit.idUniteDeTravail,
          label: (
            <>
              <span className="max-w-36 truncate sm:max-w-56" title={unit.displayName}>
                {unit.displayName}
              </span>
              <span
                aria-hidden="true"
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
              >
                {count.text}
              </span>
              <span className="sr-only">({count.label})</span>
            </>
          ),
        };
      })}
    >
      {children}
    </Tabs>
  );
}
