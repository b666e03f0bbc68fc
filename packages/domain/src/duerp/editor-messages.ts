/** French messages (form errors and toasts) for risks, evaluation and preventive actions. */
export const EDITOR_MESSAGES = {
  categoryNameRequired: 'Le nom de la catégorie est requis',
  categoryNameTaken: 'Une catégorie avec ce nom existe déjà',
  selectAtLeastOneRisk: 'Veuillez sélectionner au moins un risque',
  risqueNameRequired: 'Le nom du risque est requis',
  categoryRequired: 'La catégorie est requise',
  evaluateAllCriteria: 'Veuillez évaluer tous les critères du risque avant de sauvegarder.',
  evaluateRisk: 'Veuillez évaluer le risque.',
  risksLeftToEvaluate: 'Il vous reste des risques à évaluer dans cette étape.',
  risqueAssocieRequired: 'Le risque associé est requis',
  descriptionRequired: 'La description de la mesure est requise',
  responsableRequired: 'Le responsable est requis',
  dateRequired: 'La date est requise',
  dateFormat: 'La date doit être au format AAAA-MM-JJ',
  dateInvalid: 'La date est invalide',
  statutRequired: 'Le statut est requis',
  actionDetailTooLong: 'Ce champ est trop long (2 000 caractères au plus).',
  atLeastOneAction: 'Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.',
  unitNotFound: 'Unité de travail introuvable.',
  risqueNotFound: 'Risque introuvable.',
  categoryNotFound: 'Catégorie introuvable.',
  actionNotFound: 'Action préventive introuvable.',
  risqueEvaluated: 'Risque évalué avec succès !',
  saveRisqueFailed: 'Erreur lors de la sauvegarde du risque',
  saveActionFailed: "Erreur lors de la sauvegarde de l'action préventive",
  deleteActionFailed: "Erreur lors de la suppression de l'action préventive",
  premadeLoadFailed: 'Erreur lors du chargement des risques prédéfinis',
  noUnitSelected: 'Aucune unité de travail sélectionnée',
} as const;

/** Preventive action statuses. */
export const ACTION_STATUTS = [
  'À planifier',
  'En cours',
  'Terminé',
  'En attente',
  'Annulé',
] as const;
export type ActionStatut = (typeof ACTION_STATUTS)[number];

/** PAPRIPACT is mandatory from 50 employees, and in the public sector. */
export const PAPRIPACT_MANDATORY_EMPLOYEES = 50;

export function isPapripactMandatory(
  entreprise: { isSecteurPublic: boolean; nombreEmployes: number | null } | null,
): boolean {
  if (!entreprise) return false;
  return (
    entreprise.isSecteurPublic || (entreprise.nombreEmployes ?? 0) >= PAPRIPACT_MANDATORY_EMPLOYEES
  );
}
