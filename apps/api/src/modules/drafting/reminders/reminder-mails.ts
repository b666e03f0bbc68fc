import { formatDay } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import { REMINDER_TYPE_LABELS, type ReminderType } from '@duerp/domain/living-document';
import type { OverdueAction } from '@duerp/domain/duerp';
import type { Mail } from '../../platform/mail/index.js';
import { layout } from '../../platform/mail/index.js';

// Document names come from users: no line breaks or control characters in a subject.
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 120);

export interface ReminderLinks {
  documentUrl: string;
  unsubscribeUrl: string;
}

/** RFC 8058 one-click unsubscribe: the link, and the header saying a POST to it is enough. */
function withUnsubscribe(
  mail: Omit<Mail, 'headers' | 'html' | 'text'>,
  type: ReminderType,
  paragraphs: string[],
  links: ReminderLinks,
): Mail {
  return {
    ...mail,
    ...layout(
      mail.subject,
      paragraphs,
      { label: 'Ouvrir mon DUERP', url: links.documentUrl },
      {
        label: `Pour ne plus recevoir ce type d'e-mail (« ${REMINDER_TYPE_LABELS[type].split(' (')[0]} »)`,
        url: links.unsubscribeUrl,
      },
    ),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const RULE =
  "Dans les entreprises d'au moins 11 salariés, le document unique est mis à jour au moins chaque année (article R4121-2 du Code du travail).";

export function annualSoonMail(to: string, name: string, dueDate: string, links: ReminderLinks) {
  return withUnsubscribe(
    {
      to,
      subject: `Mise à jour annuelle de votre DUERP « ${oneLine(name)} » due le ${formatDay(dueDate)}`,
    },
    'mise_a_jour_annuelle',
    [
      'Bonjour,',
      `La mise à jour annuelle du document unique « ${name} » est due le ${formatDay(dueDate)}, dans 30 jours.`,
      RULE,
      'Revoyez vos unités de travail, vos risques et votre PAPRIPACT, puis validez une nouvelle version.',
    ],
    links,
  );
}

export function annualDueMail(
  to: string,
  name: string,
  dueDate: string,
  late: boolean,
  links: ReminderLinks,
) {
  return withUnsubscribe(
    {
      to,
      subject: late
        ? `La mise à jour annuelle de votre DUERP « ${oneLine(name)} » est en retard`
        : `Mise à jour annuelle de votre DUERP « ${oneLine(name)} » due aujourd'hui`,
    },
    'mise_a_jour_annuelle',
    [
      'Bonjour,',
      late
        ? `La mise à jour annuelle du document unique « ${name} » était due le ${formatDay(dueDate)}.`
        : `La mise à jour annuelle du document unique « ${name} » est due aujourd'hui, ${formatDay(dueDate)}.`,
      RULE,
      'Validez une nouvelle version de votre DUERP après l’avoir revu.',
    ],
    links,
  );
}

export function overdueDigestMail(
  to: string,
  name: string,
  actions: OverdueAction[],
  links: ReminderLinks,
) {
  const count = plural(actions.length, 'action');
  return withUnsubscribe(
    { to, subject: `${count} du PAPRIPACT en retard – DUERP « ${oneLine(name)} »` },
    'actions_en_retard',
    [
      'Bonjour,',
      `Le programme de prévention du document unique « ${name} » compte ${count} dont l'échéance est passée :`,
      ...actions
        .slice(0, 50)
        .map(
          (a) =>
            `– ${a.descriptionDeLaMesure} (${a.uniteName}, responsable : ${a.responsable || 'non renseigné'}, échéance : ${formatDay(a.date)}, statut : ${a.statut})`,
        ),
      ...(actions.length > 50 ? [`… et ${actions.length - 50} autre(s).`] : []),
      'Mettez à jour le statut ou l’échéance de ces actions dans votre DUERP.',
    ],
    links,
  );
}
