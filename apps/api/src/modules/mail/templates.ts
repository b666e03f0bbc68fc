import type { Mail } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : ${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b7280">DUERP en ligne — ce message vous est envoyé automatiquement.</p>
</body></html>`;
  const text = [title, '', ...paragraphs, ...(action ? ['', `${action.label} : ${action.url}`] : [])].join('\n');
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
