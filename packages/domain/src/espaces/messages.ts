import { ESPACE_ROLE_LABELS, rolesAllowedTo, type EspaceAction, type EspaceRole } from './roles.js';

export const ESPACE_MESSAGES = {
  notFound: 'Espace introuvable.',
  nameRequired: "Le nom de l'espace est requis",
  lastOwner:
    "Un espace garde toujours au moins un Propriétaire : nommez d'abord un autre Propriétaire.",
  memberNotFound: 'Membre introuvable.',
  alreadyMember: 'Cette personne est déjà membre de l’espace.',
  invitationPending: 'Une invitation est déjà en attente pour cette adresse.',
  invitationNotFound: 'Invitation introuvable.',
  invitationUnavailable:
    "Cette invitation n'est plus valable (acceptée, révoquée ou expirée). Demandez-en une nouvelle.",
  invitationOtherEmail:
    'Cette invitation est adressée à une autre adresse e-mail que celle de votre compte.',
  personalEspaceLeave: 'Vous ne pouvez pas quitter votre espace personnel.',
  personalHolder:
    "Le titulaire d'un espace personnel en reste Propriétaire : il ne peut être ni retiré ni rétrogradé.",
  readOnlyBanner: 'Lecture seule — votre rôle : Lecteur',
  /** Issue 47: a document this browser had open answers as gone, and its espace is not theirs. */
  accessLost: "Vous n'avez plus accès à cet espace.",
  accountOwnsSharedEspaces: (names: string[]) =>
    `Ce compte est le seul Propriétaire d'espaces qui ont d'autres membres : ${names.join(', ')}. Transférez d'abord la propriété.`,
} as const;

const list = (roles: EspaceRole[]) => roles.map((r) => ESPACE_ROLE_LABELS[r]).join(' ou ');

/** The 403 of a member whose role does not allow an action: names the role needed and theirs. */
export function roleRefusal(action: EspaceAction, role: EspaceRole): string {
  return `Action réservée au rôle ${list(rolesAllowedTo(action))} de cet espace ; votre rôle : ${ESPACE_ROLE_LABELS[role]}.`;
}
