/** French messages of the contact forms, and their success toast. */
export const CONTACT_MESSAGES = {
  emailRequired: "L'adresse email est requise",
  emailInvalid: 'Veuillez entrer une adresse email valide',
  nameRequired: 'Ce champ est requis',
  nameTooLong: 'Le nom ne doit pas dépasser 200 caractères',
  phoneTooLong: 'Le numéro de téléphone ne doit pas dépasser 40 caractères',
  phoneInvalid: 'Veuillez entrer un numéro de téléphone valide',
  messageRequired: 'Le message est requis',
  messageTooLong: 'Le message ne doit pas dépasser 5000 caractères',
  captchaRequired: 'Veuillez compléter la vérification de sécurité.',
  sent: 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.',
  sendFailed: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
} as const;
