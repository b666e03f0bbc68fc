import { useMemo, useState, type FormEvent } from 'react';
import { EDITOR_MESSAGES } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { Masterdata } from '../../api/get-masterdata';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import {
  chosenRisks,
  filterCatalogue,
  groupCatalogue,
  HIGHLIGHTED_FAMILY_ID,
  withRisks,
  type PremadeRisque,
} from './premade-catalogue';
import { PremadeFamily } from './premade-family';
import { sameName, type RiskList } from './risk-list';
import { useDialogAction } from '@/components/ui/use-dialog-action';

export interface PremadeRisksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalogue: Masterdata;
  unitName: string;
  /** The unit's list, to mark the risks it already holds. */
  existing: RiskList;
  /** May return a promise: the dialog closes once it resolves, and stays open if it throws. */
  onAdd: (chosen: PremadeRisque[]) => unknown;
}

/** Step 4: the premade-risks modal (search, families, categories, risk checkboxes). */
export function PremadeRisksDialog(props: PremadeRisksDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title="Ajouter des risques prédéfinis"
    >
      {/* Mounted with the dialog: every opening starts with nothing ticked. */}
      {props.open && <PremadeRisksForm {...props} />}
    </Dialog>
  );
}

function PremadeRisksForm({
  onOpenChange,
  catalogue,
  unitName,
  existing,
  onAdd,
}: PremadeRisksDialogProps) {
  const groups = useMemo(() => groupCatalogue(catalogue), [catalogue]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Families opened or closed by hand; the default is open while searching, else only the sector's.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState(false);
  const { pending, run } = useDialogAction(onOpenChange);
  const visible = useMemo(
    () => filterCatalogue(groups, catalogue, query),
    [groups, catalogue, query],
  );
  const searching = query.trim() !== '';

  const isPresent = (categoryName: string, risqueName: string) => {
    const categorie = existing.categorieDeRisques.find((c) =>
      sameName(c.displayName, categoryName),
    );
    return (
      !!categorie &&
      existing.risques.some(
        (r) => r.idCategorie === categorie.idCategorie && sameName(r.displayName, risqueName),
      )
    );
  };
  const change = (next: Set<string>) => {
    setSelected(next);
    if (next.size > 0) setError(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.size === 0) {
      setError(true);
      return;
    }
    // On failure the ticks stay for another try.
    await run(() => onAdd(chosenRisks(catalogue, selected)));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Unité « {unitName} » : cochez les risques à ajouter. Cocher une catégorie coche tous ses
        risques.
      </p>
      <TextField
        type="search"
        label="Rechercher un risque"
        hint="Nom de catégorie, mot-clé ou nom de risque, avec ou sans accents."
        value={query}
        // Enter in the search field searches, it does not submit the selection.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onChange={(e) => {
          if ((e.target.value.trim() === '') !== !searching) setToggled(new Set());
          setQuery(e.target.value);
        }}
      />
      <p role="status" className="text-sm font-medium text-slate-800">
        {selected.size === 0
          ? 'Aucun risque sélectionné'
          : plural(selected.size, 'risque sélectionné', 'risques sélectionnés')}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          Aucun risque ne correspond à votre recherche.
        </p>
      ) : (
        <ul className="space-y-2">
          {visible.map((group) => {
            const id = group.famille.idFamille;
            const byDefault = searching || id === HIGHLIGHTED_FAMILY_ID;
            return (
              <PremadeFamily
                key={id}
                group={group}
                expanded={toggled.has(id) ? !byDefault : byDefault}
                onToggle={() => {
                  const next = new Set(toggled);
                  if (!next.delete(id)) next.add(id);
                  setToggled(next);
                }}
                selected={selected}
                isPresent={isPresent}
                onCategoryChange={(view, checked) =>
                  change(withRisks(selected, view.risques, checked))
                }
                onRiskChange={(key, checked) => {
                  const next = new Set(selected);
                  if (checked) next.add(key);
                  else next.delete(key);
                  change(next);
                }}
              />
            );
          })}
        </ul>
      )}
      <FormFooter>
        {error && <Alert tone="error">{EDITOR_MESSAGES.selectAtLeastOneRisk}</Alert>}
        <CancelAndSubmit onCancel={() => onOpenChange(false)} pending={pending}>
          Ajouter la sélection
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
