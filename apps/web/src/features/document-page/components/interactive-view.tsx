import { useId, useState } from 'react';
import { presentRisks } from '@duerp/domain/presentation';
import type { DisplayOptions, DuerpData } from '@duerp/domain/duerp';
import type { RisqueRow } from '@duerp/domain/document-view';
import { TextField } from '@/components/ui/text-field';
import { GroupingCheckboxes, SORT_CHOICES, filterRisques } from '@/features/duerp';
import { DemoNotice } from './demo-notice';
import { RiskTable } from './risk-table';

/**
 * Vue interactive: every risk in a table, with a search (name, code, danger,
 * remarks), a sort (code, numeric-aware; level, descending, unevaluated last) and grouping by
 * unit and category. Blurred behind a notice in demo mode.
 */
export function InteractiveView({
  data,
  duerpId,
  demo,
  onShowActions,
}: {
  data: DuerpData;
  duerpId: string | null;
  demo: boolean;
  onShowActions: (row: RisqueRow) => void;
}) {
  const sortId = useId();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<DisplayOptions>(data.displayOptions);
  const risks = presentRisks(filterRisques(data, query), options);
  // Only the units and categories with rows: a search leaves many empty.
  const units = risks.units.filter((u) => u.categories.some((c) => c.risks.length > 0));
  const count = risks.count;
  const set = (patch: Partial<DisplayOptions>) => setOptions((o) => ({ ...o, ...patch }));

  const view = (
    <>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <TextField
          label="Rechercher un risque"
          type="search"
          placeholder="Nom, numéro, danger ou remarques"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div>
          <label htmlFor={sortId} className="mb-1 block text-sm font-medium text-slate-800">
            Trier par
          </label>
          <select
            id={sortId}
            value={options.sortBy}
            onChange={(e) => set({ sortBy: e.target.value as DisplayOptions['sortBy'] })}
            className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <GroupingCheckboxes options={options} onChange={set} />
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status">
        {query.trim() ? risks.foundText : risks.countText}
      </p>
      {count === 0 ? (
        <p className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {query.trim()
            ? 'Aucun risque ne correspond à votre recherche.'
            : "Aucun risque n'a encore été saisi."}
        </p>
      ) : (
        <RiskTable risks={risks} units={units} onShowActions={onShowActions} />
      )}
    </>
  );

  if (!demo) return view;
  return (
    <div className="relative min-h-96">
      <div
        inert
        aria-hidden="true"
        data-testid="interactive-view-blurred"
        className="pointer-events-none select-none blur-[4px]"
      >
        {view}
      </div>
      {duerpId !== null && <DemoNotice duerpId={duerpId} />}
    </div>
  );
}
