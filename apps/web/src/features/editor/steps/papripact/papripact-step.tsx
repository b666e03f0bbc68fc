import { useEffect, useRef, useState } from 'react';
import { canLeavePapripactStep, EDITOR_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { StepActions } from '../../components/step-actions';
import { EditableArea } from '../../components/editable-area';
import { StepSection } from '../../components/step-section';
import { useEditorNavigation } from '../../hooks/editor-context';
import { PapripactActions } from './papripact-actions';
import { PapripactAdvisory } from './papripact-advisory';
import { PapripactDisabled } from './papripact-disabled';
import { PapripactToggleCard } from './papripact-toggle-card';
import { RpsPlanActions } from './rps-plan-actions';
import { usePapripactToggle } from './use-papripact-toggle';
import { useUnitNavigation } from '../risk-entry/use-unit-navigation';

/** How long the activate button highlights the toggle card. */
const HIGHLIGHT_MS = 3000;

/** Step 6: the optional annual prevention programme and its actions, unit by unit. */
export function PapripactStep({ duerp }: { duerp: DuerpDocument }) {
  const { goTo } = useEditorNavigation();
  const { enabled, toggle, pending } = usePapripactToggle(duerp);
  const [infoOpen, setInfoOpen] = useState(!duerp.data.isPapripactEnabled);
  const [highlighted, setHighlighted] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const card = useRef<HTMLElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The rule holds while PAPRIPACT is on; skipping the step while it is off is always allowed.
  const canLeave = canLeavePapripactStep({ ...duerp.data, isPapripactEnabled: enabled });
  const leave = () => {
    if (canLeave) goTo(7);
    else setBlocked(true);
  };
  const units = enabled ? duerp.data.unitesDeTravail : [];
  const { unit, select, panelHeading, actions } = useUnitNavigation(6, units, leave);

  const change = async (next: boolean) => {
    // Enabling folds the explanation, disabling unfolds it; a failure puts both back.
    setInfoOpen(!next);
    if (!(await toggle(next))) setInfoOpen(next);
  };
  const activate = () => {
    void change(true);
    card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    switchButton.current?.focus({ preventScroll: true });
    setHighlighted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
  };

  return (
    <StepSection step={6}>
      <p className="mb-5 text-sm text-slate-700">
        Planifiez les mesures de prévention qui répondent aux risques évalués : pour chacune, un
        responsable, une échéance et, si vous le souhaitez, un budget.
      </p>
      <div className="space-y-5">
        <PapripactAdvisory entreprise={duerp.data.entreprise} enabled={enabled} />
        <EditableArea>
          <PapripactToggleCard
            enabled={enabled}
            pending={pending}
            onToggle={(next) => void change(next)}
            infoOpen={infoOpen}
            onInfoOpenChange={setInfoOpen}
            highlighted={highlighted}
            cardRef={card}
            switchRef={switchButton}
          />
        </EditableArea>
        {enabled ? (
          <>
            <PapripactActions duerp={duerp} unite={unit} onSelect={select} heading={panelHeading} />
            <RpsPlanActions duerp={duerp} />
          </>
        ) : (
          <EditableArea>
            <PapripactDisabled onActivate={activate} onSkip={() => goTo(7)} />
          </EditableArea>
        )}
      </div>
      <div aria-live="polite" className="mt-6 empty:hidden">
        {blocked && !canLeave && <Alert tone="warning">{EDITOR_MESSAGES.atLeastOneAction}</Alert>}
      </div>
      <StepActions {...actions} />
    </StepSection>
  );
}
