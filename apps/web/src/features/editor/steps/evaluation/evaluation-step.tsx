import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  canLeaveEvaluationStep,
  EDITOR_MESSAGES,
  type DuerpDocument,
  type Risque,
  type UpdateRisqueBody,
} from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { RiskEvaluationGridDialog } from '@/components/risk/risk-evaluation-grid-dialog';
import { useUpdateRisque } from '../../api/update-risque';
import { describeApiError } from '@/lib/api-errors';
import { StepActions } from '../../components/step-actions';
import { EditableArea } from '../../components/editable-area';
import { StepSection } from '../../components/step-section';
import { useEditorNavigation } from '../../hooks/editor-context';
import { MissingStepWarning } from '../risk-entry/missing-step-warning';
import { RpsPart } from '../rps/rps-part';
import { UnitTabs } from '../risk-entry/unit-tabs';
import { useUnitNavigation } from '../risk-entry/use-unit-navigation';
import { PenibiliteSection } from './penibilite-section';
import { ThermalMarker } from './thermal-marker';
import { RiskCards } from './risk-cards';
import { RiskEvaluationDialog } from './risk-evaluation-dialog';
import { UnitProgress } from './unit-progress';
import { useCatalogueMesures } from './use-catalogue-mesures';

const PARTS = [
  { id: 'unites', label: 'Risques des unités' },
  { id: 'rps', label: 'Risques psychosociaux' },
] as const;

/**
 * Step 5: every risk of every unit scored; moving on needs them all. Its second part, the
 * psychosocial risks (issue 43), is chosen by `partie=rps` in the address, so that a reload (or
 * the tablet offline) comes back to the same screen.
 */
export function EvaluationStep({ duerp }: { duerp: DuerpDocument }) {
  const [params, setParams] = useSearchParams();
  const part = params.get('partie') === 'rps' ? 'rps' : 'unites';
  const selectPart = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === 'rps') next.set('partie', 'rps');
      else next.delete('partie');
      return next;
    });
  return (
    <StepSection step={5}>
      <Tabs label="Parties de l'étape" tabs={PARTS} selectedId={part} onSelect={selectPart}>
        {part === 'rps' ? <RpsPart duerp={duerp} /> : <UnitRisksPart duerp={duerp} />}
      </Tabs>
    </StepSection>
  );
}

/** The work units' risks, rated gravité × fréquence × maîtrise. */
function UnitRisksPart({ duerp }: { duerp: DuerpDocument }) {
  const { goTo } = useEditorNavigation();
  const units = duerp.data.unitesDeTravail;
  const [blocked, setBlocked] = useState(false);
  const canLeave = canLeaveEvaluationStep(duerp.data);
  const leave = () => {
    if (canLeave) goTo(6);
    else setBlocked(true);
  };
  const { unit, select, panelHeading, actions } = useUnitNavigation(5, units, leave);
  const [evaluating, setEvaluating] = useState<Risque | null>(null);
  const [gridOpen, setGridOpen] = useState(false);
  const update = useUpdateRisque();
  const catalogue = useCatalogueMesures(duerp);
  const hasRisks = units.some((u) => u.risques.length > 0);

  const save = async (body: UpdateRisqueBody) => {
    try {
      await update.mutateAsync({ id: duerp.id, body });
      toast.success(EDITOR_MESSAGES.risqueEvaluated);
    } catch (error) {
      toast.error(EDITOR_MESSAGES.saveRisqueFailed, { description: describeApiError(error) });
      throw error;
    }
  };

  return (
    <>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-slate-700">
          Cotez chaque risque selon sa gravité, sa fréquence et sa maîtrise : son niveau est calculé
          aussitôt.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={() => setGridOpen(true)}>
          Grille d'évaluation
        </Button>
      </div>
      {!unit || !hasRisks ? (
        <MissingStepWarning
          duerpId={duerp.id}
          step={4}
          text="Aucun risque à évaluer pour le moment : saisissez d'abord les risques de vos unités."
          linkLabel="Aller à l'étape 4 : Saisie des risques"
        />
      ) : (
        <>
          <UnitProgress units={units} />
          <UnitTabs
            units={units}
            selectedId={unit.idUniteDeTravail}
            onSelect={select}
            countOf={(u) => {
              const done = u.risques.filter((r) => r.isRisqueEvalue).length;
              return {
                text: `${done}/${u.risques.length}`,
                label: `${plural(done, 'évalué')} sur ${u.risques.length}`,
              };
            }}
          >
            <h3
              ref={panelHeading}
              tabIndex={-1}
              className="mb-3 text-lg font-semibold break-words text-slate-900"
            >
              {unit.displayName}
            </h3>
            {unit.risques.length === 0 ? (
              <MissingStepWarning
                duerpId={duerp.id}
                step={4}
                text="Cette unité ne compte aucun risque."
                linkLabel="Saisir ses risques à l'étape 4"
              />
            ) : (
              <RiskCards
                duerpId={duerp.id}
                idUniteDeTravail={unit.idUniteDeTravail}
                categories={unit.categorieDeRisques}
                risques={unit.risques}
                onEvaluate={setEvaluating}
              />
            )}
            <EditableArea>
              <ThermalMarker duerp={duerp} unite={unit} />
              <PenibiliteSection key={unit.idUniteDeTravail} duerp={duerp} unite={unit} />
            </EditableArea>
          </UnitTabs>
        </>
      )}
      {/* Present from the start, so that the refusal is announced when it appears. */}
      <div aria-live="polite" className="mt-6 empty:hidden">
        {blocked && !canLeave && (
          <Alert tone="warning">{EDITOR_MESSAGES.risksLeftToEvaluate}</Alert>
        )}
      </div>
      <StepActions {...actions} />
      <RiskEvaluationDialog
        target={
          unit && evaluating
            ? {
                idUniteDeTravail: unit.idUniteDeTravail,
                // The stored risk as it is now: another person's change reaches the open form.
                risque: unit.risques.find((r) => r.idRisque === evaluating.idRisque) ?? evaluating,
                categories: unit.categorieDeRisques,
                catalogue: { mesures: catalogue.of(evaluating), status: catalogue.status },
              }
            : null
        }
        onClose={() => setEvaluating(null)}
        onSave={save}
      />
      <RiskEvaluationGridDialog open={gridOpen} onOpenChange={setGridOpen} />
    </>
  );
}
