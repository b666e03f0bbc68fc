import { formatDateTime } from '@duerp/domain/calendar';
import type { Mail } from './mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A French mail: title, paragraphs, an optional button, and an optional unsubscribe line. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  unsubscribe?: { label: string; url: string },
) {
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b7280">DUERP en ligne — ce message vous est envoyé automatiquement.</p>
${unsubscribe ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(unsubscribe.label)} : <a href="${escapeHtml(unsubscribe.url)}">se désabonner</a></p>` : ''}
</body></html>`;
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label} : ${action.url}`] : []),
    ...(unsubscribe ? ['', `${unsubscribe.label} : ${unsubscribe.url}`] : []),
  ].join('\n');
  return { html, text };
}

export function resetPasswordMail(to: string, link: string, ttlMinutes: number): Mail {
  return {
    to,
    subject: 'Réinitialisation de votre mot de passe',
    ...layout(
      'Réinitialisation de votre mot de passe',
      [
        'Bonjour,',
        'Vous avez demandé à modifier le mot de passe de votre compte DUERP en ligne.',
        `Ce lien est valable ${ttlMinutes} minutes et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.`,
      ],
      { label: 'Choisir un nouveau mot de passe', url: link },
    ),
  };
}

/** What the support mail of a contact message shows. */
export interface ContactMailContent {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  message: string;
  source: 'public' | 'private';
  createdAt: Date;
}

// Header values come from visitors: no line breaks or control characters in a subject.
const oneLine = (s: string, max = 80) =>
  s
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, max);

/** A contact message for the support address; replying answers the sender. */
export function contactSupportMail(to: string, content: ContactMailContent): Mail {
  const origin =
    content.source === 'private' ? 'formulaire client (connecté)' : 'formulaire public';
  const received = formatDateTime(content.createdAt);
  const fields: [string, string][] = [
    ['Nom', content.name],
    ['Adresse email', content.email],
    ['Téléphone', content.phone || 'non renseigné'],
    ['Origine', origin],
    ['Reçu le', received],
    ['Référence', content.id],
  ];
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:640px;margin:auto">
<h1 style="font-size:20px;color:#1e3a8a">Nouveau message de contact</h1>
<table style="border-collapse:collapse">${fields
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<div style="white-space:pre-wrap;border-left:3px solid #93c5fd;padding-left:12px">${escapeHtml(content.message)}</div>
<p style="font-size:12px;color:#6b7280">Répondez à ce message pour écrire directement à l’expéditeur.</p>
</body></html>`;
  const text = [
    'Nouveau message de contact',
    '',
    ...fields.map(([k, v]) => `${k} : ${v}`),
    '',
    'Message :',
    content.message,
  ].join('\n');
  return {
    to,
    replyTo: content.email,
    subject: `[Contact] ${oneLine(content.name)} (${content.source === 'private' ? 'client' : 'visiteur'})`,
    text,
    html,
  };
}

/**
 * The acknowledgement to the sender. It quotes neither the name nor the message: the public form
 * takes any address, and must not become a way to send someone else chosen text.
 */
export function contactAcknowledgementMail(to: string): Mail {
  return {
    to,
    subject: 'Nous avons bien reçu votre message',
    ...layout('Nous avons bien reçu votre message', [
      'Bonjour,',
      'Votre message adressé à l’équipe DUERP en ligne a bien été reçu. Nous vous répondrons au plus vite, à cette adresse email.',
      'Les questions d’ordre juridique sont transmises à notre cabinet d’avocats partenaire, qui vous répondra directement.',
      'Si vous n’êtes pas à l’origine de ce message, vous pouvez ignorer cet email.',
    ]),
  };
}

/** A second payment for a right already covered (two tabs) was paid back automatically. */
export function duplicatePaymentRefundMail(to: string, product: string, amount: string): Mail {
  return {
    to,
    subject: 'Paiement en double remboursé',
    ...layout('Votre paiement en double a été remboursé', [
      'Bonjour,',
      `Nous avons reçu deux paiements pour le même achat (« ${product} »), probablement lancés depuis deux onglets. Le premier est bien pris en compte ; le second, de ${amount}, vous est remboursé automatiquement sur le moyen de paiement utilisé.`,
      'Le remboursement apparaît sur votre relevé sous quelques jours ouvrés. Vous n’avez rien à faire.',
    ]),
  };
}
