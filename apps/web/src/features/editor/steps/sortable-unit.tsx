import { plural } from '@duerp/domain/text';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconButton } from '@/components/ui/icon-button';
import { GripIcon, Icon } from '@/components/ui/icon';

export interface SortableUnitProps {
  id: string;
  name: string;
  riskCount: number;
  disabled: boolean;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * One of the user's units: drag handle (mouse, touch or keyboard), name, rename, duplicate, delete. While a
 * save runs the buttons are aria-disabled rather than disabled, so keyboard focus stays put.
 */
export function SortableUnit({
  id,
  name,
  riskCount,
  disabled,
  onRename,
  onDuplicate,
  onDelete,
}: SortableUnitProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: 'élément déplaçable' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-1 rounded-lg border bg-white p-2 sm:gap-2 ${isDragging ? 'relative z-10 border-blue-400 shadow-lg' : 'border-slate-200'}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Déplacer l'unité ${name}`}
        className="flex h-11 w-9 shrink-0 touch-none cursor-grab items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed"
      >
        <GripIcon />
      </button>
      {/* At least 8rem for the name: on a narrow phone the buttons wrap below it instead. */}
      <div className="min-w-32 flex-1">
        <p className="break-words font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">
          {riskCount === 0 ? 'Aucun risque' : plural(riskCount, 'risque')}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        <IconButton
          label={`Renommer l'unité ${name}`}
          onClick={() => !disabled && onRename()}
          aria-disabled={disabled || undefined}
          icon={<Icon name="pencil" />}
        />
        <IconButton
          label={`Dupliquer l'unité ${name}`}
          onClick={() => !disabled && onDuplicate()}
          aria-disabled={disabled || undefined}
          icon={<Icon name="copy" />}
        />
        <IconButton
          label={`Supprimer l'unité ${name}`}
          tone="danger"
          onClick={() => !disabled && onDelete()}
          aria-disabled={disabled || undefined}
          icon={<Icon name="trash" />}
        />
      </div>
    </li>
  );
}
