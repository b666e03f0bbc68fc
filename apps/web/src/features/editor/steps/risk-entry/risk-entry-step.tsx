import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { EDITOR_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { useMasterdata } from '../../api/get-masterdata';
import { StepActions } from '../../components/step-actions';
import { EditableArea } from '../../components/editable-area';
import { StepSection } from '../../components/step-section';
import { ImportDialog } from '../import/import-dialog';
import { Button } from '@/components/ui/button';
import { MissingStepWarning } from './missing-step-warning';
import { UnitRisks } from './unit-risks';
import { ChemicalSources } from './chemical-sources';
import { UnitTabs } from './unit-tabs';
import { useSaveRisques } from './use-save-risques';
import { useUnitNavigation } from './use-unit-navigation';

/** Step 4: per unit, the categories and risks, saved after every change. */
export function RiskEntryStep({ duerp }: { duerp: DuerpDocument }) {
  const units = duerp.data.unitesDeTravail;
  const { unit, select, panelHeading, actions } = useUnitNavigation(4, units);
  const masterdata = useMasterdata(duerp.id, duerp.data.entreprise?.secteurDActivite ?? '');
  const { listOf, save, saving, conflictDialog } = useSaveRisques(duerp);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (masterdata.isError) toast.error(EDITOR_MESSAGES.premadeLoadFailed, { id: 'premade-error' });
  }, [masterdata.isError, masterdata.errorUpdatedAt]);

  const list = unit ? listOf(unit.idUniteDeTravail) : null;
  return (
    <StepSection step={4}>
      <p className="mb-5 text-sm text-slate-700">
        Pour chaque unité de travail, listez les risques auxquels les personnes sont exposées :
        choisissez-les parmi nos risques prédéfinis ou créez les vôtres. Vos modifications sont
        enregistrées immédiatement.
      </p>
      <EditableArea>
        <div className="mb-5">
          <Button variant="secondary" onClick={() => setImporting(true)} disabled={saving}>
            Importer depuis un tableur
          </Button>
        </div>
      </EditableArea>
      {!unit || !list ? (
        <MissingStepWarning
          duerpId={duerp.id}
          step={3}
          text="Ajoutez d'abord au moins une unité de travail pour saisir ses risques."
          linkLabel="Aller à l'étape 3 : Unités de travail"
        />
      ) : (
        <UnitTabs
          units={units}
          selectedId={unit.idUniteDeTravail}
          onSelect={select}
          countOf={(u) => {
            const count = listOf(u.idUniteDeTravail)?.risques.length ?? 0;
            return { text: String(count), label: plural(count, 'risque') };
          }}
        >
          <EditableArea>
            <UnitRisks
              key={unit.idUniteDeTravail}
              idUniteDeTravail={unit.idUniteDeTravail}
              unitName={unit.displayName}
              list={list}
              saving={saving}
              save={(next, message) => save(unit.idUniteDeTravail, next, message)}
              catalogue={masterdata.data}
              catalogueLoading={masterdata.isFetching && !masterdata.data}
              onLoadCatalogue={() => void masterdata.refetch()}
              heading={panelHeading}
            />
            <ChemicalSources
              duerp={duerp}
              idUniteDeTravail={unit.idUniteDeTravail}
              list={list}
              saving={saving}
              save={(next, message) => save(unit.idUniteDeTravail, next, message)}
            />
          </EditableArea>
        </UnitTabs>
      )}
      <StepActions {...actions} />
      <ImportDialog duerpId={duerp.id} open={importing} onOpenChange={setImporting} />
      {conflictDialog}
    </StepSection>
  );
}
