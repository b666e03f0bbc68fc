import { PAPRIPACT_MANDATORY_EMPLOYEES } from '../duerp/editor-messages.js';
import { isActionOverdue, listOverdueActions } from '../duerp/due-dates.js';
import { parisDay } from '../calendar/dates.js';
import { plural } from '../text/plural.js';
import type { RuleContext } from './context.js';

/** The actions (L4121-3, L4121-3-1 III): the PAPRIPACT or the list, for every serious risk, on time. */
export function actionFindings({ add, step, effectif, units, data, now }: RuleContext): void {
  // The RPS units' actions join the same programme (or list), with the fields every action has.
  const rpsActions = (data.risquesPsychosociaux?.unitesRps ?? []).flatMap((u) => u.actions);
  const workActions = units.flatMap((u) => u.papripactActionsPreventives);
  const actions = [...workActions, ...rpsActions];
  if (effectif !== null && effectif >= PAPRIPACT_MANDATORY_EMPLOYEES) {
    if (!data.isPapripactEnabled || actions.length === 0) {
      add(
        'papripact-absent',
        'manquement',
        'L4121-3-1 III 1°',
        'Au moins 50 salariés : les résultats de l’évaluation débouchent sur un programme annuel de prévention (PAPRIPACT). Activez-le et inscrivez-y les mesures de l’année à venir.',
        step(6),
        'Compléter le PAPRIPACT',
      );
    } else {
      // An RPS action has no PAPRIPACT details to fill in: only work-unit measures are checked.
      const incomplete = workActions.filter(
        (a) =>
          !a.conditionsExecution?.trim() || !a.indicateurResultat?.trim() || !a.ressources?.trim(),
      );
      if (incomplete.length > 0) {
        add(
          'papripact-details',
          'à compléter',
          'L4121-3-1 III 1°',
          `${plural(incomplete.length, 'mesure')} du PAPRIPACT ${incomplete.length > 1 ? "n'indiquent" : "n'indique"} pas ses conditions d'exécution, son indicateur de résultat ou ses ressources. Complétez chaque mesure.`,
          step(6),
          'Compléter le PAPRIPACT',
        );
      }
      const noCost = actions.filter((a) => a.budget.trim() === '');
      if (noCost.length > 0) {
        add(
          'papripact-cout',
          'à compléter',
          'L4121-3-1 III 1°',
          `${plural(noCost.length, 'mesure')} du PAPRIPACT ${noCost.length > 1 ? "n'ont" : "n'a"} pas d'estimation de coût. Indiquez le budget de chaque mesure.`,
          step(6),
          'Compléter le PAPRIPACT',
        );
      }
    }
  } else if (effectif !== null && actions.length === 0) {
    add(
      'actions-absentes',
      'manquement',
      'L4121-3-1 III 2°',
      "Moins de 50 salariés : la liste des actions de prévention et de protection est consignée dans le document unique, et aucune action n'y figure. Ajoutez vos actions.",
      step(6),
      'Ajouter des actions',
    );
  }

  const unplanned = units.flatMap((u) =>
    u.risques.filter(
      (r) =>
        (r.niveauDeRisqueStatus === 'ORANGE' || r.niveauDeRisqueStatus === 'RED') &&
        !u.papripactActionsPreventives.some((a) => a.idRisqueAssocie === r.idRisque),
    ),
  );
  if (unplanned.length > 0) {
    add(
      'risques-sans-action',
      'manquement',
      'L4121-3',
      `${plural(unplanned.length, 'risque')} de niveau important ou critique ${unplanned.length > 1 ? "n'ont" : "n'a"} aucune action de prévention prévue. Planifiez une action pour chacun.`,
      step(6),
      'Planifier des actions',
    );
  }
  const today = parisDay(now);
  const overdue = [
    ...listOverdueActions(data, now),
    ...rpsActions.filter((a) => isActionOverdue(a, today)),
  ];
  if (overdue.length > 0) {
    add(
      'actions-en-retard',
      'à compléter',
      'L4121-3-1 III 1°',
      `${plural(overdue.length, 'action de prévention', 'actions de prévention')} ${overdue.length > 1 ? 'ont dépassé leur' : 'a dépassé sa'} date sans être terminée${overdue.length > 1 ? 's' : ''}. Mettez à jour leur statut ou leur calendrier.`,
      step(6),
      'Mettre à jour les actions',
    );
  }
}
