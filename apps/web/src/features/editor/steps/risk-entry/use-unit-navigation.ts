import { useRef, useState } from 'react';
import type { UniteDeTravail } from '@duerp/domain/duerp';
import type { StepActionsProps } from '../../components/step-actions';
import { useEditorNavigation } from '../../hooks/editor-context';
import { useDuerpPermissions } from '@/features/duerp';

/**
 * Steps 4 to 6 show one unit at a time: the tabs pick one, and the bar under
 * the step moves between units; Previous on the first unit and Next on the last one change step.
 * `leave` decides whether the step may be left (step 5 and 6 rules) and moves on itself.
 */
export function useUnitNavigation(
  step: number,
  units: readonly UniteDeTravail[],
  leave?: () => void,
) {
  const { goTo } = useEditorNavigation();
  // Who may only read moves on freely: the steps' rules are about what they would save.
  const { write } = useDuerpPermissions();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const found = units.findIndex((u) => u.idUniteDeTravail === selectedId);
  const index = found === -1 ? 0 : found;
  const unit = units[index] ?? null;
  const isFirst = index === 0;
  const isLast = index >= units.length - 1;

  const show = (target: number) => {
    const next = units[target];
    if (!next) return;
    setSelectedId(next.idUniteDeTravail);
    // From the bar at the bottom, the next unit starts at its title.
    setTimeout(() => panelHeading.current?.focus());
  };

  const actions: StepActionsProps = {
    previous: isFirst
      ? { label: 'Précédent', onClick: () => goTo(step - 1) }
      : { label: 'Unité précédente', onClick: () => show(index - 1) },
    next: isLast
      ? { label: 'Suivant', onClick: (write && leave) || (() => goTo(step + 1)) }
      : { label: 'Unité suivante', onClick: () => show(index + 1) },
  };

  return { unit, select: setSelectedId, panelHeading, actions };
}
