/**
 * The "Autres demandes" of /my-account: each opens the private contact form with
 * `?demande=<id>`, and the form starts the message with its subject line.
 */
export const CONTACT_REQUEST_TYPES = [
  {
    id: 'changement-email',
    label: 'Modifier mon adresse email',
    subject: 'modification de mon adresse email',
  },
  {
    id: 'donnees-personnelles',
    label: 'Demande relative à mes données personnelles (RGPD)',
    subject: 'exercice de mes droits sur mes données personnelles (RGPD)',
  },
  { id: 'suppression-compte', label: 'Supprimer mon compte', subject: 'suppression de mon compte' },
  { id: 'autre', label: 'Autre demande', subject: 'autre demande' },
] as const;

export type ContactRequestTypeId = (typeof CONTACT_REQUEST_TYPES)[number]['id'];

/** The opening of the message for a request type ("Demande : …" and a blank line), or ''. */
export function contactRequestPrefill(id: string | null | undefined): string {
  const type = CONTACT_REQUEST_TYPES.find((t) => t.id === id);
  return type ? `Demande : ${type.subject}\n\n` : '';
}
