import { z } from 'zod';

/** A member's role in an espace: one role per member (stored as these codes). */
export const ESPACE_ROLES = ['proprietaire', 'editeur', 'lecteur'] as const;
export const EspaceRoleSchema = z.enum(ESPACE_ROLES, { error: 'Rôle inconnu.' });
export type EspaceRole = z.infer<typeof EspaceRoleSchema>;

export const ESPACE_ROLE_LABELS: Record<EspaceRole, string> = {
  proprietaire: 'Propriétaire',
  editeur: 'Éditeur',
  lecteur: 'Lecteur',
};

/** What each role may do, from the least to the most; a role may do what the ones below it may. */
export const ESPACE_ROLE_DESCRIPTIONS: Record<EspaceRole, string> = {
  lecteur: 'Consulte les DUERP et leurs versions, télécharge ce à quoi l’espace a accès.',
  editeur:
    'Crée, modifie, duplique les DUERP, génère les versions, exporte, gère les événements, la consultation du CSE et les liens de consultation.',
  proprietaire: 'Tout, y compris les membres, la facturation et la suppression.',
};

/**
 * Every action an access decision is taken for. The API's policy asks `canDo` for each route;
 * the web asks it to decide which controls to show.
 */
export const ESPACE_ACTIONS = {
  /** Read documents, versions, the list; download the PDFs the espace has access to. */
  read: 'lecteur',
  /**
   * Comment a risk or an action (issue 29): every member, Lecteurs included, the people who often
   * know the work best. Its own action so that the rule can change in this one place.
   */
  comment: 'lecteur',
  /** Create, edit, duplicate, generate, export, import, events, consultation, share links. */
  write: 'editeur',
  /** Delete a DUERP, manage members and invitations, rename the espace, read the journal. */
  manage: 'proprietaire',
  /** Buy, billing profiles, subscriptions, invoices, the archive of the espace's data. */
  billing: 'proprietaire',
} as const satisfies Record<string, EspaceRole>;
export type EspaceAction = keyof typeof ESPACE_ACTIONS;

const RANK: Record<EspaceRole, number> = { lecteur: 0, editeur: 1, proprietaire: 2 };

/** Whether a member with `role` may take `action` in their espace. */
export function canDo(role: EspaceRole, action: EspaceAction): boolean {
  return RANK[role] >= RANK[ESPACE_ACTIONS[action]];
}

/** The roles that may take `action`, for the refusal message. */
export function rolesAllowedTo(action: EspaceAction): EspaceRole[] {
  return ESPACE_ROLES.filter((role) => canDo(role, action));
}

/** The name a personal espace starts with (the person may rename it). */
export function personalEspaceName(email: string): string {
  return `Espace de ${email}`;
}
