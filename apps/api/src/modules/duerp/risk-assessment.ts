import {
  ASSESSMENT_MESSAGES,
  type Risque,
  type UniteDeTravail,
  type UpdateRisqueBody,
} from '@duerp/domain';
import { badRequest } from '../../errors.js';

/** The evaluation modal's optional fields: only those sent change (absent = keep). */
export function applyAssessmentFields(risque: Risque, body: UpdateRisqueBody) {
  if (body.mesuresExistantes !== undefined) risque.mesuresExistantes = body.mesuresExistantes;
  if (body.isExpositionDifferenciee !== undefined)
    risque.isExpositionDifferenciee = body.isExpositionDifferenciee;
  if (body.expositionDifferencieeNote !== undefined)
    risque.expositionDifferencieeNote = body.expositionDifferencieeNote;
  if (body.mesuresProposees !== undefined) risque.mesuresProposees = body.mesuresProposees;
}

/**
 * A re-rating after a finished preventive action: the current rating goes to the risk's history,
 * dated now; the body's criteria then become the rating. Only a rated risk, and only after an
 * action of that risk whose statut is « Terminé ».
 */
export function recordRerating(unite: UniteDeTravail, risque: Risque, idAction: string) {
  const action = unite.papripactActionsPreventives.find(
    (a) => a.idAction === idAction && a.idRisqueAssocie === risque.idRisque,
  );
  if (!action || action.statut !== 'Terminé') {
    throw badRequest(ASSESSMENT_MESSAGES.reevaluationActionNotDone);
  }
  const { evalGravite, evalFrequence, evalMaitrise, niveauDeRisqueValue, niveauDeRisqueStatus } =
    risque;
  if (
    evalGravite === null ||
    evalFrequence === null ||
    evalMaitrise === null ||
    niveauDeRisqueValue === null ||
    niveauDeRisqueStatus === null
  ) {
    throw badRequest(ASSESSMENT_MESSAGES.reevaluationNotRated);
  }
  risque.historiqueCotations = [
    ...(risque.historiqueCotations ?? []),
    {
      date: new Date().toISOString(),
      evalGravite,
      evalFrequence,
      evalMaitrise,
      niveauDeRisqueValue,
      niveauDeRisqueStatus,
      idAction,
    },
  ].slice(-100);
}
