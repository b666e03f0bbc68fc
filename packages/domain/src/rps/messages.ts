/** The French messages of the RPS assessment. */
export const RPS_MESSAGES = {
  uniteRpsNotFound: 'Unité de travail RPS introuvable.',
  uniteRpsNameRequired: 'Le nom de l’unité de travail RPS est requis.',
  uniteRpsTwice: 'Deux unités de travail RPS ont le même identifiant.',
  tooManyUnitesRps: 'Un DUERP ne peut pas compter plus de 100 unités de travail RPS.',
  uniteDeTravailUnknown: 'Une unité de travail liée n’existe pas dans ce DUERP.',
  modeInvalid: 'Le mode d’évaluation doit être « groupe » ou « simplifie ».',
  dateRequired: 'La date de la séance est requise.',
  dateInvalid: 'La date de la séance n’est pas une date valide (AAAA-MM-JJ).',
  dateFuture: 'La date de la séance ne peut pas être dans le futur.',
  animateurNomRequired: 'Le nom de chaque animateur est requis.',
  animateurFonctionRequired: 'La fonction de chaque animateur est requise.',
  participantsInteger: 'Le nombre de participants doit être un nombre entier.',
  participantsTooMany: 'Le nombre de participants ne peut pas dépasser 1000.',
  participantsMin:
    'Une séance collective réunit au moins 3 participants : en dessous, les réponses ne seraient plus anonymes.',
  confidentialiteRequired:
    'L’engagement de confidentialité doit être accepté avant de commencer la séance.',
  seanceRequired:
    'Enregistrez d’abord la séance (date, animateurs, participants, confidentialité) avant les réponses du groupe.',
  seanceLightPath: 'L’auto-évaluation simplifiée n’a pas de séance collective.',
  facteurUnknown: 'Facteur de risques psychosociaux inconnu.',
  questionUnknown: 'Question de l’auto-évaluation inconnue.',
  reponseInvalid: 'La réponse doit être « jamais », « parfois », « souvent » ou « toujours ».',
  wrongModeGroupe: 'Cette unité RPS suit l’auto-évaluation simplifiée, pas la grille du groupe.',
  wrongModeSimplifie:
    'Cette unité RPS est évaluée en groupe, pas par l’auto-évaluation simplifiée.',
  lightPathTooBig:
    'L’auto-évaluation simplifiée est réservée aux entreprises de moins de 50 salariés.',
  familleUnknown: 'Famille de facteurs de risques psychosociaux inconnue.',
  niveauInvalid: 'Le niveau doit être « faible », « modere » ou « eleve ».',
  motifRequired: 'Le motif de l’ajustement du groupe est requis.',
  cibleRequired: 'Choisissez le facteur ou la famille que l’action traite.',
  actionNotFound: 'Action introuvable.',
  dialogueInvalid: 'Le dialogue social doit être « bon » ou « degrade ».',
  dialogueDegrade:
    'Le dialogue social est dégradé : faites animer les séances par un intervenant extérieur (consultant, service de prévention et de santé au travail).',
} as const;
