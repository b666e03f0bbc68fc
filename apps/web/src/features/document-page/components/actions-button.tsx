import { plural } from '@duerp/domain/text';
import type { RisqueRow } from '@duerp/domain/document-view';
import { actionsOf } from '@/features/duerp';

/** Opens the preventive actions of a risk; a dash when it has none. */
export function ActionsButton({
  row,
  onShow,
}: {
  row: RisqueRow;
  onShow: (row: RisqueRow) => void;
}) {
  const count = actionsOf(row.unite, row.risque).length;
  if (count === 0) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">–</span>
        <span className="sr-only">Aucune action</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onShow(row)}
      className="min-h-11 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-blue-800 underline hover:bg-blue-50"
    >
      {plural(count, 'action')}
      <span className="sr-only"> pour le risque {row.risque.displayName}</span>
    </button>
  );
}
