/** Headcount from which R4121-2 1° requires an update of the DUERP at least every year. */
export const ANNUAL_UPDATE_EMPLOYEES = 11;

export const LIVING_DOCUMENT_MESSAGES = {
  annualDue: (date: string) => `Mise à jour annuelle due le ${date}`,
  annualOverdue: (date: string) => `Mise à jour annuelle en retard (due le ${date})`,
  recommended: 'Mise à jour recommandée',
  recommendedDetail:
    "Moins de 11 salariés : pas d'obligation de mise à jour annuelle (article R4121-2). La mise à jour reste obligatoire lors de tout aménagement important et lorsqu'une information nouvelle sur un risque est connue.",
  annualDetail:
    'Au moins 11 salariés : le document unique est mis à jour au moins chaque année (article R4121-2).',
  updateRequired: 'Mise à jour requise',
  cseReminder:
    'Au moins 50 salariés : le programme annuel de prévention (PAPRIPACT) est présenté au comité social et économique (article L2312-27).',
  evenementTypeRequired: "Le type d'événement est requis",
  evenementDateRequired: "La date de l'événement est requise",
  evenementDateInvalid: "La date de l'événement n'est pas valide",
  evenementDateFuture: "La date de l'événement ne peut pas être postérieure à aujourd'hui",
  evenementDescriptionRequired: "La description de l'événement est requise",
  evenementTooMany: 'Ce DUERP compte déjà trop d’événements en attente.',
  evenementNotFound: 'Événement introuvable.',
  evenementInVersion:
    'Cet événement figure déjà dans une version validée : il fait partie de son historique et ne peut plus être retiré.',
  evenementRetire: 'Événement retiré.',
  consultationDateInvalid: "La date n'est pas valide",
  consultationDateFuture: "La date ne peut pas être postérieure à aujourd'hui",
  consultationBeforeVersion: (versionDay: string) =>
    `La consultation du CSE ne peut pas précéder la version, créée le ${versionDay}.`,
  envoiSpstBeforeVersion: (versionDay: string) =>
    `L'envoi au service de prévention et de santé au travail ne peut pas précéder la version, créée le ${versionDay}.`,
  consultationCommentsTooLong: 'Les commentaires ne peuvent pas dépasser 5000 caractères.',
} as const;
