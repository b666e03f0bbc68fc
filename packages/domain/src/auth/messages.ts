/** French messages of sign-in and the account forms, shared by the web forms and the API. */
export const AUTH_MESSAGES = {
  emailRequired: "L'adresse email est requise",
  emailInvalid: 'Veuillez entrer une adresse email valide',
  passwordRequired: 'Le mot de passe est requis',
  passwordMinLength: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordLetter: 'Le mot de passe doit contenir au moins 1 lettre',
  passwordDigit: 'Le mot de passe doit contenir au moins 1 chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins 1 caractère spécial',
  confirmationRequired: 'La confirmation du mot de passe est requise',
  confirmationMismatch: 'Les mots de passe ne correspondent pas',
  resetTokenMissing: 'Token de réinitialisation manquant',
  notAllowed: 'Votre adresse email ne fait partie des adresses autorisées.',
  invalidCredentials: 'Email ou mot de passe invalide',
  loginCheckFailed: 'Une erreur est survenue lors de la vérification de votre compte.',
  createFailed: 'Une erreur est survenue lors de la création du compte. Veuillez réessayer.',
  resetFailed:
    'Une erreur est survenue lors de la réinitialisation du mot de passe. Veuillez réessayer.',
  sendLinkFailed: "Une erreur est survenue lors de l'envoi de l'email. Veuillez réessayer.",
  fieldRequired: 'Champ requis',
  resetSuccess: 'Mot de passe modifié avec succès ! Vous pouvez à présent vous connecter.',
  resetLinkSent:
    'Un email contenant le lien pour modifier votre mot de passe a été envoyé à votre adresse email.',
} as const;
