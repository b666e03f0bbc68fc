/** The French texts of the records the compliance check reads (SPST sendings, notice, reasons). */
export const RECORDS_MESSAGES = {
  spstNameTooLong: 'Le nom du service est trop long (200 caractères au plus).',
  spstAddressTooLong: "L'adresse du service est trop longue (500 caractères au plus).",
  spstEmailInvalid: "L'adresse e-mail du service n'est pas valide.",
  spstEmailMissing:
    "Renseignez l'adresse e-mail du service de prévention et de santé au travail dans les paramètres de l'espace avant l'envoi.",
  spstHandedDateInvalid: "La date de remise n'est pas une date valide.",
  spstHandedDateFuture: 'La date de remise ne peut pas être dans le futur.',
  spstHandedBeforeVersion: (created: string) =>
    `La date de remise ne peut pas précéder la création de la version (${created}).`,
  spstFullPdfRequired:
    "Le PDF complet de cette version n'est pas inclus dans votre accès : il ne peut pas être envoyé.",
  spstSendFailed:
    "L'e-mail n'a pas pu être envoyé au service de prévention et de santé au travail. Réessayez plus tard.",
  spstSendingNotFound: 'Envoi introuvable.',
  postingDateInvalid: "La date d'affichage n'est pas une date valide.",
  postingDateFuture: "La date d'affichage ne peut pas être dans le futur.",
  reasonTooLong: 'Le motif est trop long (2 000 caractères au plus).',
} as const;

/** The words of the SPST sending screens. */
export const SPST_TEXTS = {
  sendTitle: 'Envoyer au service de prévention et de santé au travail',
  handedLabel: 'remis en main propre le',
  settingsTitle: 'Service de prévention et de santé au travail',
} as const;
