import type { CommentTarget } from '@duerp/domain/collaboration';
import { layout, type Mail } from '../../platform/mail/index.js';

/** The editor's step where the item is: Évaluation des risques (5) or PAPRIPACT (6). */
const STEP = { risque: 5, action: 6 } as const;

/** The editor at the item's step, its thread opened (`commentaires=cible:id`). */
export function commentLink(origin: string, documentId: string, target: CommentTarget): string {
  const url = new URL(`/duerps/${documentId}/edit`, origin);
  url.searchParams.set('step', String(STEP[target.cible]));
  url.searchParams.set('commentaires', `${target.cible}:${target.idCible}`);
  return url.toString();
}

export function mentionMail(
  to: string,
  values: { author: string; documentName: string; itemName: string; texte: string; link: string },
): Mail {
  return {
    to,
    subject: `${values.author} vous a mentionné dans « ${values.documentName} »`,
    ...layout(
      'Vous avez été mentionné dans un commentaire',
      [
        'Bonjour,',
        `${values.author} vous a mentionné dans un commentaire sur « ${values.itemName} » du DUERP « ${values.documentName} » :`,
        values.texte,
      ],
      { label: 'Voir le commentaire', url: values.link },
    ),
  };
}
