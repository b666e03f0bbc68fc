import { duerpUpdateStateLabel } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import type { RadarRow } from '@duerp/domain/compliance';
import { layout, type Mail } from '../../platform/mail/index.js';

// Names come from users: no line breaks or control characters in a subject.
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 120);

export interface RemindMailContent {
  espaceName: string;
  /** Who asks: their display name or address. */
  sender: string;
  duerps: RadarRow[];
  url: string;
}

/** « Relancer »: the annual-update request to an espace's Propriétaires, one mail for the espace. */
export function remindMail(to: string[], content: RemindMailContent, replyTo?: string): Mail {
  const subject = `Mise à jour annuelle des DUERP de l’espace « ${oneLine(content.espaceName)} »`;
  const lines = content.duerps.map((row) => {
    const missing = row.counts.manquement;
    const findings = missing > 0 ? `, ${plural(missing, 'manquement', 'manquements')}` : '';
    return `« ${row.displayName} » : ${duerpUpdateStateLabel(row.update)}${findings}.`;
  });
  return {
    to: to.join(', '),
    ...(replyTo ? { replyTo } : {}),
    subject,
    ...layout(
      subject,
      [
        'Bonjour,',
        `${content.sender} vous demande de mettre à jour le document unique d’évaluation des risques de l’espace « ${content.espaceName} ».`,
        ...(lines.length > 0 ? lines : ['Cet espace n’a encore aucun DUERP.']),
        "Dans les entreprises d'au moins 11 salariés, le document unique est mis à jour au moins chaque année (article R4121-2 du Code du travail).",
      ],
      { label: 'Ouvrir mes DUERP', url: content.url },
    ),
  };
}
