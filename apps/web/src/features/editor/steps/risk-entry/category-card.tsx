import { useId } from 'react';
import { plural } from '@duerp/domain/text';
import type { Categorie, RisqueInput } from '@duerp/domain/duerp';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Icon } from '@/components/ui/icon';

export interface CategoryCardProps {
  idUniteDeTravail: string;
  categorie: Categorie;
  risques: RisqueInput[];
  /** While a save runs, the buttons are aria-disabled (focus stays where it is). */
  disabled: boolean;
  onAddRisk: () => void;
  onRename: () => void;
  onDelete: () => void;
  onRenameRisk: (risque: RisqueInput) => void;
  onDeleteRisk: (risque: RisqueInput) => void;
}

/** One category of a unit with its risks (and their photos), and the buttons that change them. */
export function CategoryCard({
  idUniteDeTravail,
  categorie,
  risques,
  disabled,
  onAddRisk,
  onRename,
  onDelete,
  onRenameRisk,
  onDeleteRisk,
}: CategoryCardProps) {
  const titleId = useId();
  const name = categorie.displayName;
  const guard = (action: () => void) => () => !disabled && action();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200">
      <div className="flex items-start gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
        <div className="min-w-0 flex-1 py-2">
          <h4 id={titleId} className="font-semibold break-words text-slate-900">
            {name}
          </h4>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {risques.length === 0 ? 'Aucun risque' : plural(risques.length, 'risque')}
            {categorie.isUserDefined && <Badge tone="info">Personnalisée</Badge>}
          </p>
        </div>
        <IconButton
          label={`Renommer la catégorie ${name}`}
          onClick={guard(onRename)}
          aria-disabled={disabled || undefined}
          icon={<Icon name="pencil" />}
        />
        <IconButton
          label={`Supprimer la catégorie ${name}`}
          tone="danger"
          onClick={guard(onDelete)}
          aria-disabled={disabled || undefined}
          icon={<Icon name="trash" />}
        />
      </div>
      {risques.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {risques.map((risque) => (
            <li key={risque.idRisque} className="px-3 py-1.5">
              <div className="flex items-center gap-2">
                <p className="min-w-0 flex-1 py-2 text-sm break-words text-slate-800">
                  {risque.displayName}
                </p>
                <IconButton
                  label={`Renommer le risque ${risque.displayName}`}
                  onClick={guard(() => onRenameRisk(risque))}
                  aria-disabled={disabled || undefined}
                  icon={<Icon name="pencil" />}
                />
                <IconButton
                  label={`Supprimer le risque ${risque.displayName}`}
                  tone="danger"
                  onClick={guard(() => onDeleteRisk(risque))}
                  aria-disabled={disabled || undefined}
                  icon={<Icon name="close" />}
                />
              </div>
              <ItemPhotosSlot
                idUniteDeTravail={idUniteDeTravail}
                idRisque={risque.idRisque}
                label={risque.displayName}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="px-3 py-2">
        <Button
          variant="ghost"
          onClick={guard(onAddRisk)}
          aria-disabled={disabled || undefined}
          aria-label={`Ajouter un risque à la catégorie ${name}`}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <span aria-hidden="true">+</span> Ajouter un risque
        </Button>
      </div>
    </section>
  );
}
