/**
 * The editor's identity and processors, shown on the legal pages (mentions légales,
 * confidentialité, conditions générales, accessibilité). Vite reads them at build time from the
 * environment or a .env file:
 *
 *   VITE_EDITOR_NAME           raison sociale de l'éditeur
 *   VITE_EDITOR_LEGAL_FORM     forme juridique et capital (ex. « SAS au capital de 10 000 € »)
 *   VITE_EDITOR_ADDRESS        adresse du siège social
 *   VITE_EDITOR_SIRET          numéro SIRET (et RCS)
 *   VITE_EDITOR_VAT_NUMBER     numéro de TVA intracommunautaire
 *   VITE_EDITOR_PHONE          téléphone de l'éditeur
 *   VITE_EDITOR_EMAIL          adresse email de contact de l'éditeur
 *   VITE_PUBLICATION_DIRECTOR  directeur ou directrice de la publication
 *   VITE_HOST_NAME             hébergeur : raison sociale
 *   VITE_HOST_ADDRESS          hébergeur : adresse
 *   VITE_HOST_PHONE            hébergeur : téléphone
 *   VITE_EMAIL_PROVIDER        prestataire d'envoi des emails (nom et pays)
 *   VITE_PAYMENT_PROVIDER      prestataire de paiement (nom et pays)
 *   VITE_LEGAL_UPDATED_AT      date de dernière mise à jour des pages légales (AAAA-MM-JJ)
 *
 * An unset variable shows its placeholder, in brackets and highlighted on the page, so that a
 * missing setting is seen before going live.
 */

const setting = (value: unknown, placeholder: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : placeholder;

export const site = {
  productName: 'DUERP en ligne',
  editorName: setting(import.meta.env.VITE_EDITOR_NAME, "[Raison sociale de l'éditeur]"),
  editorLegalForm: setting(
    import.meta.env.VITE_EDITOR_LEGAL_FORM,
    '[Forme juridique et capital social]',
  ),
  editorAddress: setting(import.meta.env.VITE_EDITOR_ADDRESS, '[Adresse du siège social]'),
  editorSiret: setting(import.meta.env.VITE_EDITOR_SIRET, '[Numéro SIRET]'),
  editorVatNumber: setting(
    import.meta.env.VITE_EDITOR_VAT_NUMBER,
    '[Numéro de TVA intracommunautaire]',
  ),
  editorPhone: setting(import.meta.env.VITE_EDITOR_PHONE, '[Téléphone]'),
  editorEmail: setting(import.meta.env.VITE_EDITOR_EMAIL, '[Adresse email de contact]'),
  publicationDirector: setting(
    import.meta.env.VITE_PUBLICATION_DIRECTOR,
    '[Directeur ou directrice de la publication]',
  ),
  hostName: setting(import.meta.env.VITE_HOST_NAME, "[Nom de l'hébergeur]"),
  hostAddress: setting(import.meta.env.VITE_HOST_ADDRESS, "[Adresse de l'hébergeur]"),
  hostPhone: setting(import.meta.env.VITE_HOST_PHONE, "[Téléphone de l'hébergeur]"),
  emailProvider: setting(import.meta.env.VITE_EMAIL_PROVIDER, "[Prestataire d'envoi des emails]"),
  paymentProvider: setting(import.meta.env.VITE_PAYMENT_PROVIDER, '[Prestataire de paiement]'),
  legalUpdatedAt: setting(import.meta.env.VITE_LEGAL_UPDATED_AT, '2026-11-22'),
} as const;

/** Whether a value is a placeholder left by an unset setting. */
export function isPlaceholder(value: string): boolean {
  return value.startsWith('[') && value.endsWith(']');
}
