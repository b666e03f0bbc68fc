import type { DisplayOptions } from '@duerp/domain/duerp';
import { Checkbox } from '@/components/ui/checkbox';
import { GROUP_BY_CATEGORIE_LABEL, GROUP_BY_UNITE_LABEL } from '../utils/display-options';

/** The display options' two « Regrouper par … » checkboxes (interactive view, version dialog). */
export function GroupingCheckboxes({
  options,
  onChange,
}: {
  options: DisplayOptions;
  onChange: (patch: Partial<DisplayOptions>) => void;
}) {
  return (
    <>
      <Checkbox
        label={GROUP_BY_UNITE_LABEL}
        checked={options.shouldGroupByUnite}
        onChange={(e) => onChange({ shouldGroupByUnite: e.target.checked })}
      />
      <Checkbox
        label={GROUP_BY_CATEGORIE_LABEL}
        checked={options.shouldGroupByCategorie}
        onChange={(e) => onChange({ shouldGroupByCategorie: e.target.checked })}
      />
    </>
  );
}
