import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { toastApiError } from '@/lib/api-errors';
import { DUERP_MESSAGES, DUPLICATE_UNIT_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextEntryDialog } from '@/components/ui/text-entry-dialog';
import { useDuplicateUnite } from '../api/duplicate-unite';
import { useMasterdata } from '../api/get-masterdata';
import type { UniteListItem } from '../api/update-unites';
import { StepActions } from '../components/step-actions';
import { EditableArea } from '../components/editable-area';
import { StepSection } from '../components/step-section';
import { useEditorNavigation } from '../hooks/editor-context';
import { useSaveUnites } from '../hooks/use-save-unites';
import { AddUnitForm } from './add-unit-form';
import { DuplicateUnitDialog, type DuplicateUnitTarget } from './duplicate-unit-dialog';
import { PremadeUnits } from './premade-units';
import { SectorStart } from './sector-start/sector-start';
import { UnitHeadcounts } from './unit-headcounts';
import { UnitList } from './unit-list';

const MASTERDATA_ERROR = "Impossible de charger les exemples d'unités";

/** Step 3: the work units, saved after every change. */
export function UnitsStep({ duerp }: { duerp: DuerpDocument }) {
  const { goTo } = useEditorNavigation();
  const masterdata = useMasterdata(duerp.id, duerp.data.entreprise?.secteurDActivite ?? '');
  const { units, save, saving, conflictDialog } = useSaveUnites(duerp);
  const [renaming, setRenaming] = useState<UniteListItem | null>(null);
  const [deleting, setDeleting] = useState<UniteListItem | null>(null);
  const [duplicating, setDuplicating] = useState<DuplicateUnitTarget | null>(null);
  const duplication = useDuplicateUnite();
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (masterdata.isError) toast.error(MASTERDATA_ERROR, { id: 'masterdata-error' });
  }, [masterdata.isError]);

  const riskCountOf = (id: string) =>
    duerp.data.unitesDeTravail.find((u) => u.idUniteDeTravail === id)?.risques.length ?? 0;
  const add = (displayName: string) =>
    save(
      [...units, { idUniteDeTravail: crypto.randomUUID(), displayName }],
      'Unité de travail ajoutée',
    );
  const rename = (name: string) =>
    save(
      units.map((u) =>
        u.idUniteDeTravail === renaming?.idUniteDeTravail ? { ...u, displayName: name.trim() } : u,
      ),
      'Unité de travail renommée',
    );
  const remove = () =>
    save(
      units.filter((u) => u.idUniteDeTravail !== deleting?.idUniteDeTravail),
      'Unité de travail supprimée',
    );
  const startDuplicate = ({ idUniteDeTravail, displayName }: UniteListItem) => {
    const unit = duerp.data.unitesDeTravail.find((u) => u.idUniteDeTravail === idUniteDeTravail);
    setDuplicating({
      idUniteDeTravail,
      displayName,
      riskCount: unit?.risques.length ?? 0,
      actionCount: unit?.papripactActionsPreventives.length ?? 0,
    });
  };
  const duplicate = async (displayName: string, withActions: boolean) => {
    if (!duplicating) return;
    try {
      await duplication.mutateAsync({
        id: duerp.id,
        body: { idUniteDeTravail: duplicating.idUniteDeTravail, displayName, withActions },
      });
      toast.success(DUPLICATE_UNIT_MESSAGES.duplicated);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  const busy = saving || duplication.isPending;
  const deletingRisks = deleting ? riskCountOf(deleting.idUniteDeTravail) : 0;

  return (
    <StepSection step={3}>
      <p className="mb-6 text-sm text-slate-700">
        Découpez votre entreprise en unités de travail : des postes, des métiers ou des lieux qui
        exposent à des risques comparables. Vos modifications sont enregistrées immédiatement.
      </p>
      <EditableArea>
        <SectorStart duerp={duerp} />
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-8">
            <section aria-labelledby="units-title">
              <h3
                id="units-title"
                ref={listTitle}
                tabIndex={-1}
                className="mb-3 text-lg font-semibold text-slate-900"
              >
                Vos unités de travail ({units.length})
              </h3>
              {units.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
                  Aucune unité de travail pour le moment : ajoutez un exemple ou créez la vôtre.
                </p>
              ) : (
                <UnitList
                  units={units}
                  riskCountOf={riskCountOf}
                  disabled={busy}
                  onReorder={(list) =>
                    void save(list, DUERP_MESSAGES.unitsReordered).catch(() => undefined)
                  }
                  onRename={setRenaming}
                  onDuplicate={startDuplicate}
                  onDelete={setDeleting}
                />
              )}
            </section>
            <section aria-labelledby="custom-title">
              <h3 id="custom-title" className="mb-3 text-lg font-semibold text-slate-900">
                Créer une unité personnalisée
              </h3>
              <AddUnitForm disabled={saving} onAdd={add} />
            </section>
            <UnitHeadcounts duerp={duerp} />
          </div>
          <section aria-labelledby="examples-title">
            <h3 id="examples-title" className="mb-3 text-lg font-semibold text-slate-900">
              Exemples d'unités de travail
            </h3>
            {masterdata.isPending ? (
              <Spinner label="Chargement des exemples…" />
            ) : masterdata.isError ? (
              <p className="text-sm text-slate-600">
                Les exemples ne sont pas disponibles pour le moment.
              </p>
            ) : (
              <PremadeUnits
                examples={masterdata.data.unitesDeTravail}
                disabled={saving}
                onAdd={(name) => void add(name).catch(() => undefined)}
              />
            )}
          </section>
        </div>
      </EditableArea>
      <StepActions
        previous={{ label: 'Précédent', onClick: () => goTo(2) }}
        next={{ label: 'Suivant', onClick: () => goTo(4), disabled: units.length === 0 }}
      />
      <TextEntryDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Renommer l'unité de travail"
        label="Nom de l'unité de travail"
        initialValue={renaming?.displayName ?? ''}
        submitLabel="Renommer"
        validate={(value) =>
          value.trim() === '' ? DUERP_MESSAGES.uniteNameRequiredOnRename : null
        }
        onSubmit={rename}
      />
      <DuplicateUnitDialog
        unit={duplicating}
        onOpenChange={(open) => !open && setDuplicating(null)}
        onSubmit={duplicate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'unité de travail ?"
        description={`L'unité « ${deleting?.displayName ?? ''} » sera supprimée, ainsi que tous ses risques (${riskCountLabel(deletingRisks)}) et les actions de prévention qui s'y rattachent. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        onConfirm={remove}
        fallbackFocus={listTitle}
      />
      {conflictDialog}
    </StepSection>
  );
}

function riskCountLabel(count: number): string {
  if (count === 0) return 'aucun pour le moment';
  return plural(count, 'risque');
}
