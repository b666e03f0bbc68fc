import type { DisplayOptions } from '@duerp/domain/duerp';

/** Sort choices: none, risk number (code), risk level (niveauDeRisqueValue). */
export const SORT_CHOICES: readonly { value: DisplayOptions['sortBy']; label: string }[] = [
  { value: '', label: 'Aucun tri' },
  { value: 'code', label: 'Numéro du risque' },
  { value: 'niveauDeRisqueValue', label: 'Niveau de risque' },
];

export const GROUP_BY_UNITE_LABEL = 'Regrouper par unité de travail';
export const GROUP_BY_CATEGORIE_LABEL = 'Regrouper par catégorie de risques';
