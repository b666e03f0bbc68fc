import { z } from 'zod';
import { requiredText, tooLongMessage } from '../validation/required.js';

export const ACCESS_NOTICE_TITLE =
  "Modalités d'accès au document unique d'évaluation des risques professionnels";

export const ACCESS_NOTICE_MESSAGES = {
  lieuRequired: 'Le lieu de consultation est requis',
  personneRequired: 'La personne à contacter est requise',
  horairesRequired: 'Les horaires de consultation sont requis',
} as const;

/** What the employer fills to print the access notice (R4121-4); not stored. */
export const AccessNoticeBodySchema = z.strictObject({
  lieu: requiredText(ACCESS_NOTICE_MESSAGES.lieuRequired, 200),
  personne: requiredText(ACCESS_NOTICE_MESSAGES.personneRequired, 200),
  horaires: requiredText(ACCESS_NOTICE_MESSAGES.horairesRequired, 200),
  /** A live share link of this document, printed as a QR code when given. */
  shareLinkToken: z.string().trim().max(100, tooLongMessage(100)).optional(),
});
export type AccessNoticeBody = z.infer<typeof AccessNoticeBodySchema>;

export const ACCESS_NOTICE_FILE_NAME = 'Affichage_acces_DUERP.pdf';
