/** French messages of SPEC §5 for the company form and the work units. */
export const DUERP_MESSAGES = {
  nomRequired: "Le nom de l'entreprise est requis",
  etablissementRequired: "Le nom de l'établissement est requis",
  siretRequired: 'Le numéro SIRET est requis',
  siretInvalid: 'Le numéro SIRET est invalide (clé de contrôle incorrecte).',
  adresseRequired: "L'adresse est requise",
  secteurRequired: "Le secteur d'activité est requis",
  employesRequired: "Le nombre d'employés est requis",
  employesMin: "Le nombre d'employés doit être supérieur à 0",
  representantRequired: 'Le nom du représentant légal est requis',
  secteurRecognized: "Des risques spécifiques à ce secteur d'activité vous seront proposés.",
  uniteNameRequiredOnAdd: "Veuillez saisir un nom pour l'unité personnalisée",
  uniteNameRequiredOnRename: 'Le nom ne peut pas être vide',
  fieldRequired: 'Ce champ est requis',
  notFinalized: "Vous n'avez pas encore finalisé ce DUERP.",
  siretUnknown: '(N° SIRET inconnu)',
  notFound: 'DUERP introuvable.',
  idMissing: 'ID du DUERP manquant.',
  limitReached: 'Vous avez atteint la limite de DUERP.',
  saved: 'Modifications sauvegardées !',
  unitsReordered: 'Ordre des unités mis à jour',
  deleted: 'DUERP supprimé avec succès',
  duplicated: 'Votre DUERP a été dupliqué avec succès',
  unsavedChanges:
    'Vous avez des modifications non sauvegardées. Voulez-vous continuer quand même ?',
  staleRevision:
    'Ce DUERP a été modifié entre-temps (dans un autre onglet ?). Rechargez pour voir la dernière version.',
} as const;
