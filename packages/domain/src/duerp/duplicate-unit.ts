import { z } from 'zod';
import { freeText } from '../validation/free-text.js';
import { ClientIdSchema, type UniteDeTravail } from './schemas.js';

/** Most units a document holds (the whole-list write refuses more). */
export const MAX_UNITES = 300;

export const DUPLICATE_UNIT_MESSAGES = {
  nameRequired: 'Le nom de la nouvelle unité est requis',
  tooManyUnits: 'Un DUERP ne peut pas compter plus de 300 unités de travail.',
  unitNotFound: 'Unité de travail introuvable.',
  duplicated: 'Unité de travail dupliquée',
} as const;

/** Step 3 "Dupliquer l'unité": which unit, the copy's name, and whether its actions follow. */
export const DuplicateUniteBodySchema = z.strictObject({
  idUniteDeTravail: ClientIdSchema,
  displayName: freeText({ error: DUPLICATE_UNIT_MESSAGES.nameRequired })
    .trim()
    .min(1, DUPLICATE_UNIT_MESSAGES.nameRequired)
    .max(200, "Le nom de l'unité ne peut pas dépasser 200 caractères"),
  withActions: z.boolean().default(false),
});
export type DuplicateUniteBody = z.infer<typeof DuplicateUniteBodySchema>;

/** The name offered for a copy: « Atelier (copie) ». */
export function copyName(name: string): string {
  return `${name} (copie)`.slice(0, 200);
}

/**
 * A copy of a unit under a new name: its categories and risks (ratings included) with new ids,
 * and its actions, re-attached to the copied risks, only when asked. `newId` makes each id.
 */
export function duplicateUnit(
  unit: UniteDeTravail,
  displayName: string,
  withActions: boolean,
  newId: () => string,
): UniteDeTravail {
  const idUniteDeTravail = newId();
  const categoryIds = new Map(unit.categorieDeRisques.map((c) => [c.idCategorie, newId()]));
  const riskIds = new Map(unit.risques.map((r) => [r.idRisque, newId()]));
  return {
    ...unit,
    idUniteDeTravail,
    displayName,
    categorieDeRisques: unit.categorieDeRisques.map((c) => ({
      ...c,
      idCategorie: categoryIds.get(c.idCategorie) ?? newId(),
    })),
    risques: unit.risques.map((r) => ({
      ...r,
      idRisque: riskIds.get(r.idRisque) ?? newId(),
      idCategorie: categoryIds.get(r.idCategorie) ?? r.idCategorie,
    })),
    papripactActionsPreventives: withActions
      ? unit.papripactActionsPreventives.map((a) => ({
          ...a,
          idAction: newId(),
          idUniteDeTravail,
          idRisqueAssocie: riskIds.get(a.idRisqueAssocie) ?? a.idRisqueAssocie,
        }))
      : [],
  };
}
