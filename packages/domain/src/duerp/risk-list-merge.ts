import type { RisqueInput } from './editor-schemas.js';
import type { Risque } from './schemas.js';

/** The optional fields of the complete assessment a risk keeps when its list is rewritten. */
function assessmentFields(risque: Risque): Partial<Risque> {
  const kept: Partial<Risque> = {};
  if (risque.mesuresExistantes !== undefined) kept.mesuresExistantes = risque.mesuresExistantes;
  if (risque.isExpositionDifferenciee !== undefined)
    kept.isExpositionDifferenciee = risque.isExpositionDifferenciee;
  if (risque.expositionDifferencieeNote !== undefined)
    kept.expositionDifferencieeNote = risque.expositionDifferencieeNote;
  if (risque.historiqueCotations !== undefined)
    kept.historiqueCotations = risque.historiqueCotations;
  if (risque.mesuresProposees !== undefined) kept.mesuresProposees = risque.mesuresProposees;
  return kept;
}

/** The catalogue risk it came from, as the list says or as it was stored (issue 41). */
function premadeOrigin(input: RisqueInput, previous: Risque | undefined): Partial<Risque> {
  const idPremadeRisque = input.idPremadeRisque ?? previous?.idPremadeRisque;
  return idPremadeRisque === undefined ? {} : { idPremadeRisque };
}

/**
 * A unit's risk list rewritten from the step-4 list (update-list-risques): the list decides which
 * risks exist, their order, names, codes and categories; what was entered since in the evaluation
 * modal — danger, remarks, ratings, the complete assessment — is kept from the stored risk, so a
 * tab with an older list never erases it. Levels are left for recomputeLevels. The catalogue risk
 * (`idPremadeRisque`) and the sector start's answers (`mesuresProposees`) come from the list when
 * it carries them, else from the stored risk.
 */
export function mergeRisqueList(
  stored: readonly Risque[],
  inputs: readonly RisqueInput[],
): Risque[] {
  const byId = new Map(stored.map((r) => [r.idRisque, r]));
  return inputs.map((input) => {
    const previous = byId.get(input.idRisque);
    return {
      idRisque: input.idRisque,
      idCategorie: input.idCategorie,
      code: input.code,
      displayName: input.displayName,
      danger: previous?.danger ?? input.danger,
      remarques: previous?.remarques ?? input.remarques,
      evalGravite: previous?.evalGravite ?? null,
      evalFrequence: previous?.evalFrequence ?? null,
      evalMaitrise: previous?.evalMaitrise ?? null,
      isRisqueEvalue: false,
      niveauDeRisqueValue: null,
      niveauDeRisqueStatus: null,
      isUserDefined: input.isUserDefined,
      infoSeuil: input.infoSeuil ?? previous?.infoSeuil ?? null,
      ...premadeOrigin(input, previous),
      ...(previous ? assessmentFields(previous) : {}),
      // Issue 41: the sector start's answers, set only when the list carries them.
      ...(input.mesuresProposees !== undefined ? { mesuresProposees: input.mesuresProposees } : {}),
    };
  });
}
