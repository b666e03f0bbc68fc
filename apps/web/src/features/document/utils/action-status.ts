import { normalizeSearchText } from '@duerp/domain';

/**
 * SPEC §4: the action status is shown as a badge whose CSS class is derived from its text
 * ('En cours' → 'statut-en-cours', 'À planifier' → 'statut-a-planifier').
 */
export function actionStatusClass(statut: string): string {
  const slug = normalizeSearchText(statut)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `statut-${slug || 'inconnu'}`;
}
