import { REMINDER_TYPE_LABELS, type ReminderType } from '@duerp/domain/living-document';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} – DUERP en ligne</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:40px auto;padding:0 16px">
<h1 style="font-size:22px;color:#1e3a8a">${escapeHtml(title)}</h1>
${body}
<p><a href="/my-account">Gérer mes rappels dans Mon compte</a></p>
</body></html>`;
}

/** The link of the mail: a confirmation (a GET never unsubscribes: mail scanners follow links). */
export function confirmPage(token: string): string {
  return page(
    'Se désabonner des rappels',
    `<p>Confirmez que vous ne souhaitez plus recevoir ce type de rappel par e-mail.</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:16px">Confirmer le désabonnement</button></form>`,
  );
}

export function donePage(type: ReminderType): string {
  return page(
    'Désabonnement enregistré',
    `<p>Vous ne recevrez plus les e-mails « ${escapeHtml(REMINDER_TYPE_LABELS[type])} ». Vous pouvez les réactiver à tout moment dans Mon compte.</p>`,
  );
}

export function invalidPage(): string {
  return page(
    'Lien de désabonnement invalide',
    '<p>Ce lien de désabonnement n’est pas valide. Vous pouvez choisir vos rappels dans Mon compte.</p>',
  );
}
