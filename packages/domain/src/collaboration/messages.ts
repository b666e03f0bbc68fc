/** The comments' and the workers' observations' messages (issue 29). */
export const COMMENT_MESSAGES = {
  texteRequired: 'Le commentaire est vide.',
  texteTooLong: 'Un commentaire ne peut pas dépasser 2000 caractères.',
  cibleInvalid: 'Élément commenté invalide.',
  cibleNotFound: 'Ce risque ou cette action n’existe plus dans le document.',
  commentNotFound: 'Commentaire introuvable.',
  notAuthor: 'Seul l’auteur d’un commentaire peut le modifier ou le supprimer.',
  threadNotFound: 'Aucun commentaire sur cet élément.',
  mentionsInvalid: 'Personnes mentionnées invalides.',
} as const;

export const OBSERVATION_MESSAGES = {
  texteRequired: 'Décrivez le risque ou l’observation.',
  texteTooLong: 'Une observation ne peut pas dépasser 2000 caractères.',
  prenomTooLong: 'Le prénom ne peut pas dépasser 80 caractères.',
  uniteRequired: 'Choisissez l’unité de travail concernée.',
  uniteNotFound: 'Cette unité de travail n’existe pas dans le document.',
  risqueNotFound: 'Ce risque n’existe pas dans cette unité de travail.',
  captchaRequired: 'Veuillez compléter la vérification de sécurité.',
  notAllowed: 'Ce lien ne permet pas d’envoyer une observation.',
  sent: 'Votre observation a été transmise à l’employeur. Elle n’est pas publiée.',
  observationNotFound: 'Observation introuvable.',
  alreadyProcessed: 'Cette observation a déjà été traitée.',
  uniteGone: 'L’unité de travail de cette observation n’existe plus dans le document.',
  risqueRequired: 'Choisissez le risque auquel rattacher l’action.',
  risqueNameRequired: 'Le nom du risque est requis',
  categorieNotFound: 'Catégorie introuvable.',
  converted: 'Observation traitée',
  archived: 'Observation archivée',
} as const;
