import { useId } from 'react';
import { pluralWord } from '@duerp/domain/text';
import { Checkbox } from '@/components/ui/checkbox';
import { checkStateOf, riskKey, type CategoryView, type FamilyView } from './premade-catalogue';
import { DisclosureChevron } from '@/components/ui/icon';

export interface PremadeFamilyProps {
  group: FamilyView;
  expanded: boolean;
  onToggle: () => void;
  selected: ReadonlySet<string>;
  /** Whether a risk of that name is already in the unit's category of that name. */
  isPresent: (categoryName: string, risqueName: string) => boolean;
  onCategoryChange: (view: CategoryView, checked: boolean) => void;
  /** `key` is the risk's selection key (see riskKey). */
  onRiskChange: (key: string, checked: boolean) => void;
}

/** One family of the premade-risks modal: a disclosure holding its categories and their risks. */
export function PremadeFamily({
  group,
  expanded,
  onToggle,
  selected,
  isPresent,
  onCategoryChange,
  onRiskChange,
}: PremadeFamilyProps) {
  const contentId = useId();
  const chosen = group.categories
    .flatMap((c) => c.risques)
    .filter((r) => selected.has(riskKey(r))).length;
  return (
    <li className="rounded-lg border border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          <DisclosureChevron open={expanded} />
          <span className="flex-1">{group.famille.displayName}</span>
          {chosen > 0 && (
            <span className="rounded-full bg-blue-700 px-2 py-0.5 text-xs text-white">
              {chosen}
              <span className="sr-only"> {pluralWord(chosen, 'sélectionné')}</span>
            </span>
          )}
        </button>
      </h3>
      <div id={contentId} hidden={!expanded} className="border-t border-slate-200 px-3 py-3">
        <ul className="space-y-4">
          {group.categories.map((view) => {
            const state = checkStateOf(view.risques, selected);
            const name = view.categorie.displayName;
            return (
              <li key={view.categorie.idPremadeCategorie}>
                <div
                  ref={(el) => {
                    const input = el?.querySelector('input');
                    if (input) input.indeterminate = state === 'some';
                  }}
                >
                  <Checkbox
                    label={<span className="font-semibold">{name}</span>}
                    checked={state === 'all'}
                    onChange={(e) => onCategoryChange(view, e.target.checked)}
                  />
                </div>
                <ul aria-label={name} className="mt-2 space-y-2 pl-8">
                  {view.visible.map((risque) => (
                    <li key={risque.idPremadeRisque}>
                      <Checkbox
                        label={
                          <>
                            {risque.displayName}
                            {isPresent(name, risque.displayName) && (
                              <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700">
                                Déjà dans l'unité
                              </span>
                            )}
                          </>
                        }
                        checked={selected.has(riskKey(risque))}
                        onChange={(e) => onRiskChange(riskKey(risque), e.target.checked)}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
