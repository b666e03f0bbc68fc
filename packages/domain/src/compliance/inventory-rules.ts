import type { UniteDeTravail } from '../duerp/schemas.js';
import { hasPenibiliteData } from '../penibilite/annex.js';
import { isRpsEvaluated } from '../rps/rules.js';
import type { RuleContext } from './context.js';

/**
 * The number of the catalogue's « Ambiances thermiques » family, which prefixes its categories'
 * and risks' codes ("12.1", "12.1.3"); masterdata's test pins it to the family list.
 */
export const THERMAL_FAMILY_NUMBER = 12;

const quoted = (units: readonly UniteDeTravail[]) =>
  units.map((u) => `« ${u.displayName} »`).join(', ');

function isThermal(unite: UniteDeTravail, code: string, idCategorie: string): boolean {
  const prefix = `${THERMAL_FAMILY_NUMBER}.`;
  const categorie = unite.categorieDeRisques.find((c) => c.idCategorie === idCategorie);
  return code.startsWith(prefix) || (categorie?.code.startsWith(prefix) ?? false);
}

/** The inventory (R4121-1, R4121-1-1, L4121-3): a version, every unit, heat and cold, sex, pénibilité. */
export function inventoryFindings({ add, step, latest, units, data }: RuleContext): void {
  if (!latest) {
    add(
      'aucune-version',
      'manquement',
      'R4121-1',
      "Aucune version du document unique n'a été validée : l'évaluation n'est pas encore transcrite. Validez une première version.",
      step(7),
      'Valider une version',
    );
  }
  const empty = units.filter((u) => u.risques.length === 0);
  if (empty.length > 0) {
    add(
      'unite-sans-risque',
      'manquement',
      'R4121-1',
      `${empty.length > 1 ? 'Les unités de travail' : "L'unité de travail"} ${quoted(empty)} ne ${empty.length > 1 ? 'contiennent' : 'contient'} aucun risque : l'inventaire doit couvrir chaque unité. Ajoutez ${empty.length > 1 ? 'leurs' : 'ses'} risques.`,
      step(4),
      'Ajouter des risques',
    );
  }
  const noThermal = units.filter(
    (u) =>
      u.risques.length > 0 &&
      u.isAmbiancesThermiquesNonConcerne !== true &&
      !u.risques.some((r) => r.isRisqueEvalue && isThermal(u, r.code, r.idCategorie)),
  );
  if (noThermal.length > 0) {
    add(
      'ambiances-thermiques',
      'à compléter',
      'R4121-1',
      `Les ambiances thermiques (chaleur, froid) ne sont ni identifiées ni évaluées dans ${noThermal.length > 1 ? 'les unités' : "l'unité"} ${quoted(noThermal)}. Ajoutez et évaluez un risque de la famille « Ambiances thermiques », même faible, ou marquez l'unité « Non concerné ».`,
      // Step 5 both rates a thermal risk and holds the unit's « Non concerné » box.
      step(5),
      'Évaluer les ambiances thermiques',
    );
  }

  const risques = units.flatMap((u) => u.risques);
  const sexConsidered =
    risques.some((r) => r.isExpositionDifferenciee === true) ||
    units.some((u) => u.effectifFemmes !== undefined && u.effectifFemmes !== null);
  if (risques.length > 0 && !sexConsidered) {
    add(
      'exposition-differenciee',
      'à compléter',
      'L4121-3',
      "L'impact différencié de l'exposition selon le sexe n'a été examiné pour aucun risque, et aucune unité n'indique son nombre de femmes. Renseignez-le lors de l'évaluation des risques concernés.",
      step(5),
      'Évaluer les risques',
    );
  }
  if (units.length > 0 && !hasPenibiliteData(data)) {
    add(
      'annexe-penibilite',
      'à compléter',
      'R4121-1-1',
      "Aucune unité n'a renseigné l'exposition aux facteurs de risques professionnels : l'annexe du document unique déclarera qu'aucun travailleur n'y est exposé. Renseignez les expositions, même à zéro.",
      step(5),
      'Renseigner les expositions',
    );
  }
  // L4121-1 covers mental health; L4121-3 has the assessment cover the organisation of work.
  if (units.length > 0 && !isRpsEvaluated(data)) {
    add(
      'rps-non-evalues',
      'à compléter',
      'L4121-1 et L4121-3',
      "Risques psychosociaux non évalués : aucune unité de travail RPS n'a de niveau pour les familles de facteurs (intensité du travail, horaires, exigences émotionnelles, autonomie, rapports sociaux, valeurs, insécurité). Évaluez-les en groupe, ou par l'auto-évaluation simplifiée sous 50 salariés.",
      step(5),
      'Évaluer les risques psychosociaux',
    );
  }
}
