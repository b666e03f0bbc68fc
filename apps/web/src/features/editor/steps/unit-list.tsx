import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { UniteListItem } from '../api/update-unites';
import { SCREEN_READER_INSTRUCTIONS, unitAnnouncements } from './dnd-announcements';
import { SortableUnit } from './sortable-unit';

export interface UnitListProps {
  units: UniteListItem[];
  riskCountOf: (id: string) => number;
  disabled: boolean;
  onReorder: (units: UniteListItem[]) => void;
  onRename: (unit: UniteListItem) => void;
  onDuplicate: (unit: UniteListItem) => void;
  onDelete: (unit: UniteListItem) => void;
}

/**
 * The user's units, reordered by drag (8 px of movement before a drag starts) or by
 * keyboard (Space, arrows — one place per press — then Space).
 */
export function UnitList({
  units,
  riskCountOf,
  disabled,
  onReorder,
  onRename,
  onDuplicate,
  onDelete,
}: UnitListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = units.map((u) => u.idUniteDeTravail);
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const nameOf = (id: UniqueIdentifier) =>
    units.find((u) => u.idUniteDeTravail === id)?.displayName ?? '';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(units, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: unitAnnouncements(nameOf, positionOf, units.length),
        screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Vos unités de travail" className="space-y-2">
          {units.map((unit) => (
            <SortableUnit
              key={unit.idUniteDeTravail}
              id={unit.idUniteDeTravail}
              name={unit.displayName}
              riskCount={riskCountOf(unit.idUniteDeTravail)}
              disabled={disabled}
              onRename={() => onRename(unit)}
              onDuplicate={() => onDuplicate(unit)}
              onDelete={() => onDelete(unit)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
