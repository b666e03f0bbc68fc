import {
  ACTIVITY_LABELS,
  ESPACE_ROLE_LABELS,
  EspaceRoleSchema,
  type ActivityEntry,
} from '@duerp/domain';

/** A role code of the details in French; an unknown one as stored. */
function roleLabel(code: string | undefined): string {
  const role = EspaceRoleSchema.safeParse(code);
  return role.success ? ESPACE_ROLE_LABELS[role.data] : (code ?? '');
}

const quoted = (text: string | undefined) => (text ? ` « ${text} »` : '');

/** What the entry's facts add after the action's words (the DUERP, the member, the roles…). */
function objectOf({ action, details }: ActivityEntry): string {
  switch (action) {
    case 'member.invited':
      return ` ${details.email ?? ''} comme ${roleLabel(details.role)}`;
    case 'member.joined':
      return details.role ? ` comme ${roleLabel(details.role)}` : '';
    case 'member.role_changed':
      return ` ${details.email ?? ''} : ${roleLabel(details.avant)} → ${roleLabel(details.apres)}`;
    case 'member.removed':
      return ` ${details.email ?? ''}`;
    case 'member.left':
      return '';
    case 'espace.renamed':
      return details.name ? ` en « ${details.name} »` : '';
    case 'purchase':
      // The plan bought ("offre"), and the DUERP of a standard plan when the API names it.
      return `${details.offre ? ` l'offre ${details.offre}` : ''}${details.nom ? ` pour le DUERP « ${details.nom} »` : ''}`;
    default: {
      const version = details.version ? ` (version ${details.version})` : '';
      const link = details.libelle ? ` (lien « ${details.libelle} »)` : '';
      return `${quoted(details.nom)}${version}${link}`;
    }
  }
}

/** "Qui a fait quoi" of one entry of the journal d'activité, in French. */
export function describeActivity(entry: ActivityEntry): { actor: string; text: string } {
  return {
    actor: entry.actorName ?? entry.actorEmail ?? 'Un compte supprimé',
    text: `${ACTIVITY_LABELS[entry.action]}${objectOf(entry)}`,
  };
}
