import type { z } from 'zod';
import type { contract } from '../index.js';
import {
  ASSESSMENT_MESSAGES,
  DUPLICATE_UNIT_MESSAGES,
  MAX_UNITES,
  duplicateUnit,
  type DuerpData,
  mergeUnitList,
} from '@duerp/domain/duerp';
import { inUnit } from './units.js';
import { invalid, missing } from './write-error.js';
import type { WriteContext } from './write-context.js';

type Body<
  K extends
    | 'updateInfosEntreprise'
    | 'updateListUnites'
    | 'duplicateUnite'
    | 'togglePapripact'
    | 'updateEffectifUnite'
    | 'updatePenibiliteUnite'
    | 'updateAmbiancesThermiques',
> = z.output<(typeof contract.duerp)[K]['body']>;

/** The company's information; the establishment's name only for an establishment. */
export const updateInfosEntreprise = (
  data: DuerpData,
  body: Body<'updateInfosEntreprise'>,
): DuerpData => ({
  ...data,
  entreprise: {
    ...body,
    nomDeLEtablissement: body.isEtablissement ? body.nomDeLEtablissement : '',
  },
});

/** The units' order, names and membership; each kept unit keeps its content (mergeUnitList). */
export const updateListUnites = (data: DuerpData, body: Body<'updateListUnites'>): DuerpData => ({
  ...data,
  unitesDeTravail: mergeUnitList(data.unitesDeTravail, body.unitesDeTravail),
});

/** Step 3 "Dupliquer l'unité": the copy is placed right after its original. */
export function duplicateUnite(
  data: DuerpData,
  body: Body<'duplicateUnite'>,
  ctx: WriteContext,
): DuerpData {
  const index = data.unitesDeTravail.findIndex((u) => u.idUniteDeTravail === body.idUniteDeTravail);
  const unit = data.unitesDeTravail[index];
  if (!unit) throw missing(DUPLICATE_UNIT_MESSAGES.unitNotFound);
  if (data.unitesDeTravail.length >= MAX_UNITES)
    throw invalid(DUPLICATE_UNIT_MESSAGES.tooManyUnits);
  const copy = duplicateUnit(unit, body.displayName, body.withActions, ctx.newId);
  const unitesDeTravail = [...data.unitesDeTravail];
  unitesDeTravail.splice(index + 1, 0, copy);
  return { ...data, unitesDeTravail };
}

export const togglePapripact = (data: DuerpData, body: Body<'togglePapripact'>): DuerpData => ({
  ...data,
  isPapripactEnabled: body.isPapripactEnabled,
});

/** Step 3: a unit's headcount and how many are women (null clears them). */
export const updateEffectifUnite = (data: DuerpData, body: Body<'updateEffectifUnite'>) =>
  inUnit(data, body.idUniteDeTravail, (unite) => ({
    ...unite,
    effectif: body.effectif,
    effectifFemmes: body.effectifFemmes,
  }));

/** Step 5: the unit's exposures to the L4161-1 factors (R4121-1-1), the whole list of the unit. */
export const updatePenibiliteUnite = (data: DuerpData, body: Body<'updatePenibiliteUnite'>) =>
  inUnit(data, body.idUniteDeTravail, (unite) => {
    const effectif = unite.effectif ?? null;
    if (effectif !== null && body.expositionsPenibilite.some((e) => e.nombreExposes > effectif)) {
      throw invalid(ASSESSMENT_MESSAGES.exposesAboveEffectif);
    }
    return { ...unite, expositionsPenibilite: body.expositionsPenibilite };
  });

/** Step 5: the unit « Non concerné » by the thermal environment; false removes the marker. */
export const updateAmbiancesThermiques = (
  data: DuerpData,
  body: Body<'updateAmbiancesThermiques'>,
) =>
  inUnit(data, body.idUniteDeTravail, (unite) => {
    const { isAmbiancesThermiquesNonConcerne: _, ...rest } = unite;
    return body.isAmbiancesThermiquesNonConcerne
      ? { ...rest, isAmbiancesThermiquesNonConcerne: true }
      : rest;
  });
