import { ESPACE_ROLE_LABELS, type EspaceRole } from '@duerp/domain/espaces';
import { layout, type Mail } from '../../platform/mail/index.js';

export function invitationMail(
  to: string,
  values: { espaceName: string; invitedBy: string; role: EspaceRole; link: string; days: number },
): Mail {
  const role = ESPACE_ROLE_LABELS[values.role];
  return {
    to,
    subject: `Invitation à rejoindre l’espace « ${values.espaceName} »`,
    ...layout(
      `${values.invitedBy} vous invite sur DUERP en ligne`,
      [
        'Bonjour,',
        `${values.invitedBy} vous invite à rejoindre l’espace « ${values.espaceName} » avec le rôle ${role}, pour travailler ensemble sur ses documents uniques d’évaluation des risques professionnels.`,
        `Ce lien est valable ${values.days} jours et ne sert qu’une fois. Si vous n’attendiez pas cette invitation, ignorez ce message.`,
      ],
      { label: 'Voir l’invitation', url: values.link },
    ),
  };
}

export function roleChangedMail(
  to: string,
  values: { espaceName: string; role: EspaceRole; link: string },
): Mail {
  const role = ESPACE_ROLE_LABELS[values.role];
  return {
    to,
    subject: `Votre rôle dans l’espace « ${values.espaceName} » a changé`,
    ...layout(
      'Votre rôle a changé',
      ['Bonjour,', `Votre rôle dans l’espace « ${values.espaceName} » est désormais : ${role}.`],
      { label: 'Ouvrir DUERP en ligne', url: values.link },
    ),
  };
}

export function removedMail(to: string, values: { espaceName: string }): Mail {
  return {
    to,
    subject: `Vous ne faites plus partie de l’espace « ${values.espaceName} »`,
    ...layout('Accès retiré', [
      'Bonjour,',
      `Un Propriétaire de l’espace « ${values.espaceName} » vous en a retiré : vous n’avez plus accès à ses documents. Vos autres espaces ne changent pas.`,
    ]),
  };
}
