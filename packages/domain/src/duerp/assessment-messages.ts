/** French messages of the assessment additions (issue 16). */
export const ASSESSMENT_MESSAGES = {
  effectifInteger: "L'effectif doit être un nombre entier positif.",
  femmesAboveEffectif: "Le nombre de femmes ne peut pas dépasser l'effectif de l'unité.",
  exposesInteger: 'Le nombre de travailleurs exposés doit être un nombre entier positif.',
  exposesAboveEffectif:
    "Le nombre de travailleurs exposés ne peut pas dépasser l'effectif de l'unité.",
  facteurTwice: 'Un facteur ne peut être déclaré qu’une fois par unité.',
  reevaluationActionNotDone:
    'Seule une action préventive terminée de ce risque permet de le réévaluer.',
  reevaluationNotRated: "Ce risque n'a pas encore été évalué : il ne peut pas être réévalué.",
  effectifSaved: "Effectif de l'unité enregistré",
  effectifSaveFailed: "Erreur lors de l'enregistrement de l'effectif",
  penibiliteSaved: 'Exposition enregistrée',
  penibiliteSaveFailed: "Erreur lors de l'enregistrement de l'exposition",
  expositionDifferencieeHelp:
    "L'évaluation tient compte de l'impact différencié de l'exposition au risque en fonction du sexe (article L4121-3, alinéa 2).",
} as const;

/** The warning of step 3 when the units' headcounts do not add up to the company's. */
export function effectifMismatchMessage(total: number, nombreEmployes: number): string {
  return `La somme des effectifs des unités (${total}) diffère de l'effectif de l'entreprise (${nombreEmployes}). Vérifiez les effectifs : un salarié ne compte que dans une unité.`;
}
