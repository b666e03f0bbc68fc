import {
  ACTIVITY_LABELS,
  ESPACE_ROLE_LABELS,
  EspaceRoleSchema,
  type ActivityEntry,
} from '@duerp/domain/espaces';

/** A role code of the details in French; an unknown one as stored. */
function roleLabel(code: string | undefined): string {
  const role = EspaceRoleSchema.safeParse(code);
  return role.success ? ESPACE_ROLE_LABELS[role.data] : (code ?? '');
}

const quoted = (text: string | null | undefined) => (text ? ` « ${text} »` : '');

/** "du DUERP « Boulangerie Martin »", or "du DUERP" when its name is not known any more. */
const ofDuerp = (entry: ActivityEntry) => `du DUERP${quoted(entry.duerpName ?? entry.details.nom)}`;

/** "la version 3 du DUERP « … »", or "une version du DUERP « … »" for an entry without number. */
function version(entry: ActivityEntry, article: 'la' | 'de la' = 'la'): string {
  const number = entry.versionNumber;
  if (number) return `${article} version ${number} ${ofDuerp(entry)}`;
  return `${article === 'la' ? 'une' : "d'une"} version ${ofDuerp(entry)}`;
}

const EXPORT_FORMATS: Record<string, string> = { xlsx: 'Excel', docx: 'Word' };

/** The format of an export: recorded with it, else its file's extension. */
function exportFormat({ details }: ActivityEntry): string {
  const format = details.format ?? /\.(\w+)$/.exec(details.fichier ?? '')?.[1] ?? '';
  const label = EXPORT_FORMATS[format.toLowerCase()];
  return label ? ` en ${label}` : '';
}

const isDemo = ({ details }: ActivityEntry) =>
  details.variante === 'demonstration' || /_demo\.pdf$/.test(details.fichier ?? '');

/**
 * What the entry did, in French, after the person's name. Never an id, a token or a hash: a
 * DUERP by its name, a version by its number, a share link by its label.
 */
function actionOf(entry: ActivityEntry): string {
  const { action, details } = entry;
  switch (action) {
    case 'duerp.created':
    case 'duerp.duplicated':
    case 'duerp.deleted':
      return `${ACTIVITY_LABELS[action]}${quoted(entry.duerpName ?? details.nom)}`;
    case 'duerp.renamed': {
      const after = quoted(details.nom ?? entry.duerpName);
      return `a renommé le DUERP${quoted(details.avant)}${after && ` en${after}`}`;
    }
    case 'version.generated':
      return `a généré ${version(entry)}`;
    case 'pdf.downloaded':
      return `a téléchargé le PDF ${isDemo(entry) ? 'de démonstration ' : ''}${version(entry, 'de la')}`;
    case 'export.downloaded':
      return `a exporté ${version(entry)}${exportFormat(entry)}`;
    case 'share_link.created':
    case 'share_link.revoked': {
      const verb = action === 'share_link.created' ? 'a créé' : 'a révoqué';
      return details.libelle
        ? `${verb} le lien de consultation « ${details.libelle} » ${ofDuerp(entry)}`
        : `${verb} un lien de consultation ${ofDuerp(entry)}`;
    }
    case 'purchase': {
      const name = entry.duerpName ?? details.nom;
      const duerp = entry.duerpDocumentId ? ` pour le DUERP${quoted(name)}` : '';
      return `a acheté${details.offre ? ` l'offre ${details.offre}` : ''}${duerp}`;
    }
    case 'member.invited':
      return `${ACTIVITY_LABELS[action]} ${details.email ?? ''} comme ${roleLabel(details.role)}`;
    case 'member.joined':
      return `${ACTIVITY_LABELS[action]}${details.role ? ` comme ${roleLabel(details.role)}` : ''}`;
    case 'member.role_changed':
      return `${ACTIVITY_LABELS[action]} ${details.email ?? ''} : ${roleLabel(details.avant)} → ${roleLabel(details.apres)}`;
    case 'member.removed':
      return `${ACTIVITY_LABELS[action]} ${details.email ?? ''}`;
    case 'member.left':
      return ACTIVITY_LABELS[action];
    case 'spst.sent':
      return `a envoyé ${version(entry)} au service de prévention et de santé au travail${details.destinataire ? ` (${details.destinataire})` : ''}`;
    case 'spst.handed':
      return `a enregistré la remise en main propre ${version(entry, 'de la')} au service de prévention et de santé au travail`;
    case 'extract.generated':
      return `a produit un extrait pour un ancien salarié ${ofDuerp(entry)} (du ${details.du ?? '?'} au ${details.au ?? '?'}, unités : ${details.unites ?? '?'})`;
    case 'espace.renamed':
      return `${ACTIVITY_LABELS[action]}${details.name ? ` en « ${details.name} »` : ''}`;
    case 'espace.reminded':
      return ACTIVITY_LABELS[action];
  }
}

/** "Qui a fait quoi" of one entry of the journal d'activité, in French. */
export function describeActivity(entry: ActivityEntry): { actor: string; text: string } {
  return {
    actor: entry.actorName ?? entry.actorEmail ?? 'Un compte supprimé',
    text: actionOf(entry),
  };
}
