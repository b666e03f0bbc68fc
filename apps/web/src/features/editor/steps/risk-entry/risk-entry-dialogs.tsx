import type { RefObject } from 'react';
import { EDITOR_MESSAGES, type Categorie, type RisqueInput } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextEntryDialog } from '@/components/ui/text-entry-dialog';
import {
  addCategory,
  addRisk,
  hasCategoryNamed,
  removeCategory,
  removeRisk,
  renameCategory,
  renameRisk,
  type RiskList,
} from './risk-list';

export type EntryDialog =
  | { kind: 'add-category' }
  | { kind: 'add-risk'; categorie: Categorie }
  | { kind: 'rename-category'; categorie: Categorie }
  | { kind: 'delete-category'; categorie: Categorie }
  | { kind: 'rename-risk'; risque: RisqueInput }
  | { kind: 'delete-risk'; risque: RisqueInput };

export interface RiskEntryDialogsProps {
  dialog: EntryDialog | null;
  onClose: () => void;
  list: RiskList;
  unitName: string;
  save: (list: RiskList, successMessage: string) => Promise<void>;
  /** Where focus goes once the element that opened a deletion is gone. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The text entries and confirmations of step 4: add, rename and delete categories and risks. */
export function RiskEntryDialogs({
  dialog,
  onClose,
  list,
  unitName,
  save,
  fallbackFocus,
}: RiskEntryDialogsProps) {
  const openChange = (open: boolean) => !open && onClose();
  const categoryName = (value: string, exceptId?: string) => {
    if (value.trim() === '') return EDITOR_MESSAGES.categoryNameRequired;
    return hasCategoryNamed(list, value, exceptId) ? EDITOR_MESSAGES.categoryNameTaken : null;
  };
  const riskName = (value: string) =>
    value.trim() === '' ? EDITOR_MESSAGES.risqueNameRequired : null;
  const category = dialog && 'categorie' in dialog ? dialog.categorie : null;
  const risque = dialog && 'risque' in dialog ? dialog.risque : null;
  const risksOfCategory = category
    ? list.risques.filter((r) => r.idCategorie === category.idCategorie).length
    : 0;

  return (
    <>
      <TextEntryDialog
        open={dialog?.kind === 'add-category'}
        onOpenChange={openChange}
        title="Ajouter une catégorie personnalisée"
        label="Nom de la catégorie"
        submitLabel="Ajouter"
        validate={(value) => categoryName(value)}
        onSubmit={(value) => save(addCategory(list, value), 'Catégorie ajoutée')}
      />
      <TextEntryDialog
        open={dialog?.kind === 'add-risk'}
        onOpenChange={openChange}
        title={`Ajouter un risque à « ${category?.displayName ?? ''} »`}
        label="Nom du risque"
        submitLabel="Ajouter"
        validate={riskName}
        onSubmit={(value) =>
          category && save(addRisk(list, category.idCategorie, value), 'Risque ajouté')
        }
      />
      <TextEntryDialog
        open={dialog?.kind === 'rename-category'}
        onOpenChange={openChange}
        title="Renommer la catégorie"
        label="Nom de la catégorie"
        initialValue={category?.displayName ?? ''}
        submitLabel="Renommer"
        validate={(value) => categoryName(value, category?.idCategorie)}
        onSubmit={(value) =>
          category && save(renameCategory(list, category.idCategorie, value), 'Catégorie renommée')
        }
      />
      <TextEntryDialog
        open={dialog?.kind === 'rename-risk'}
        onOpenChange={openChange}
        title="Renommer le risque"
        label="Nom du risque"
        initialValue={risque?.displayName ?? ''}
        submitLabel="Renommer"
        validate={riskName}
        onSubmit={(value) =>
          risque && save(renameRisk(list, risque.idRisque, value), 'Risque renommé')
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-category'}
        onOpenChange={openChange}
        title="Supprimer la catégorie ?"
        description={`La catégorie « ${category?.displayName ?? ''} » de l'unité « ${unitName} » sera supprimée, ainsi que ${
          risksOfCategory === 0
            ? 'ses risques (aucun pour le moment)'
            : risksOfCategory === 1
              ? 'son risque'
              : `ses ${plural(risksOfCategory, 'risque')}`
        }, leurs évaluations et les actions de prévention qui s'y rattachent. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        onConfirm={() =>
          category && save(removeCategory(list, category.idCategorie), 'Catégorie supprimée')
        }
        fallbackFocus={fallbackFocus}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-risk'}
        onOpenChange={openChange}
        title="Supprimer le risque ?"
        description={`Le risque « ${risque?.displayName ?? ''} » sera supprimé, ainsi que son évaluation et les actions de prévention qui s'y rattachent. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        onConfirm={() => risque && save(removeRisk(list, risque.idRisque), 'Risque supprimé')}
        fallbackFocus={fallbackFocus}
      />
    </>
  );
}
