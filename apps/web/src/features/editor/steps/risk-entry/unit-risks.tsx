import { useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { plural } from '@duerp/domain/text';
import { Button } from '@/components/ui/button';
import type { Masterdata } from '../../api/get-masterdata';
import { mergePremade } from './merge-premade';
import type { PremadeRisque } from './premade-catalogue';
import { PremadeRisksDialog } from './premade-risks-dialog';
import { CategoryCard } from './category-card';
import { RiskEntryDialogs, type EntryDialog } from './risk-entry-dialogs';
import type { RiskList } from './risk-list';

export interface UnitRisksProps {
  idUniteDeTravail: string;
  unitName: string;
  list: RiskList;
  saving: boolean;
  save: (list: RiskList, successMessage: string) => Promise<void>;
  /** The premade catalogue, once loaded; `onLoadCatalogue` retries after a failure. */
  catalogue: Masterdata | undefined;
  catalogueLoading: boolean;
  onLoadCatalogue: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
}

/** Step 4 for one unit: its categories and risks, and every way of changing them. */
export function UnitRisks({
  idUniteDeTravail,
  unitName,
  list,
  saving,
  save,
  catalogue,
  catalogueLoading,
  onLoadCatalogue,
  heading,
}: UnitRisksProps) {
  const [dialog, setDialog] = useState<EntryDialog | null>(null);
  const [premadeOpen, setPremadeOpen] = useState(false);
  const open = (next: EntryDialog) => () => !saving && setDialog(next);

  const addPremade = async (chosen: PremadeRisque[]) => {
    if (!catalogue) return;
    const { list: merged, added } = mergePremade(list, chosen, catalogue.categorieDeRisques);
    if (added === 0) {
      toast.info('Les risques sélectionnés figurent déjà dans cette unité.');
      return;
    }
    await save(
      merged,
      added === 1 ? 'Risque ajouté' : plural(added, 'risque ajouté', 'risques ajoutés'),
    );
  };

  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold break-words text-slate-900">
        {unitName}
      </h3>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          onClick={() => (catalogue ? !saving && setPremadeOpen(true) : onLoadCatalogue())}
          aria-disabled={saving || undefined}
          loading={catalogueLoading}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          Ajouter des risques prédéfinis
        </Button>
        <Button
          variant="secondary"
          onClick={open({ kind: 'add-category' })}
          aria-disabled={saving || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          Ajouter une catégorie personnalisée
        </Button>
      </div>
      {list.categorieDeRisques.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          Aucun risque pour cette unité : ajoutez des risques prédéfinis ou créez une catégorie
          personnalisée.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          {list.categorieDeRisques.map((categorie) => (
            <CategoryCard
              key={categorie.idCategorie}
              idUniteDeTravail={idUniteDeTravail}
              categorie={categorie}
              risques={list.risques.filter((r) => r.idCategorie === categorie.idCategorie)}
              disabled={saving}
              onAddRisk={open({ kind: 'add-risk', categorie })}
              onRename={open({ kind: 'rename-category', categorie })}
              onDelete={open({ kind: 'delete-category', categorie })}
              onRenameRisk={(risque) => open({ kind: 'rename-risk', risque })()}
              onDeleteRisk={(risque) => open({ kind: 'delete-risk', risque })()}
            />
          ))}
        </div>
      )}
      <RiskEntryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        list={list}
        unitName={unitName}
        save={save}
        fallbackFocus={heading}
      />
      {catalogue && (
        <PremadeRisksDialog
          open={premadeOpen}
          onOpenChange={setPremadeOpen}
          catalogue={catalogue}
          unitName={unitName}
          existing={list}
          onAdd={addPremade}
        />
      )}
    </div>
  );
}
