import { useId, useState } from 'react';
import { presentRisks, type ShownRisk } from '@duerp/domain/presentation';
import type { DuerpData } from '@duerp/domain/duerp';
import type { RisqueRow } from '@duerp/domain/document-view';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';
import { Icon } from '@/components/ui/icon';
import { actionsOf } from '@/features/duerp';
import { ActionsButton } from './actions-button';
import { below, Heading, type HeadingLevel } from './heading';

/**
 * Vue simplifiée: per unit, categories that open and close; in demo mode only one
 * category is open at a time, otherwise they toggle freely.
 */
export function SimplifiedView({
  data,
  level,
  demo,
  onShowActions,
}: {
  data: DuerpData;
  level: HeadingLevel;
  demo: boolean;
  onShowActions: (row: RisqueRow) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<readonly string[]>([]);
  const risks = presentRisks(data, {
    sortBy: data.displayOptions.sortBy,
    shouldGroupByUnite: true,
    shouldGroupByCategorie: true,
  });
  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.includes(key)) return current.filter((k) => k !== key);
      return demo ? [key] : [...current, key];
    });

  if (risks.empty !== null) {
    return <p className="text-sm text-slate-700">{risks.empty}</p>;
  }
  return (
    <div className="space-y-5">
      {risks.units.map((unit, groupIndex) => (
        <div key={unit.key}>
          <Heading level={below(level)} className="mb-2 font-semibold text-slate-900">
            {unit.name}
          </Heading>
          {unit.empty !== null ? (
            <p className="text-sm text-slate-600">{unit.empty}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {unit.categories.map((categorie, index) => {
                const key = `${unit.key}/${categorie.key}`;
                const panelId = `${id}-${groupIndex}-${index}`;
                const expanded = open.includes(key);
                return (
                  <li key={categorie.key}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(key)}
                      className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50"
                    >
                      <span className="min-w-0 break-words font-medium text-slate-900">
                        {categorie.title}
                      </span>
                      <span className="flex shrink-0 items-center gap-2 text-sm text-slate-600">
                        {categorie.count}
                        <Icon
                          name="chevronDown"
                          className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
                          round={false}
                        />
                      </span>
                    </button>
                    <ul id={panelId} hidden={!expanded} className="space-y-2 bg-slate-50 px-3 py-3">
                      {categorie.risks.map((risk) => (
                        <SimplifiedRisk key={risk.key} risk={risk} onShowActions={onShowActions} />
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

function SimplifiedRisk({
  risk,
  onShowActions,
}: {
  risk: ShownRisk;
  onShowActions: (row: RisqueRow) => void;
}) {
  const { row } = risk;
  const { risque } = row;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words font-medium text-slate-900">
          {risk.code.trim() && <span className="mr-2 text-slate-600">{risk.code}</span>}
          {risk.name}
        </p>
        <RiskLevelBadge level={risk.level} />
      </div>
      {risk.danger.trim() !== '' && (
        <p className="mt-1 break-words text-sm text-slate-700">Danger : {risk.danger}</p>
      )}
      {actionsOf(row.unite, risque).length > 0 && (
        <div className="mt-1 text-sm">
          <ActionsButton row={row} onShow={onShowActions} />
        </div>
      )}
      <ItemPhotosSlot
        idUniteDeTravail={row.unite.idUniteDeTravail}
        idRisque={risque.idRisque}
        label={risk.name}
      />
    </li>
  );
}
