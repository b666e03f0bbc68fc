import { formatDateLong } from '@duerp/domain/calendar';
import { layout, type Mail } from '../../platform/mail/index.js';

export interface SpstMailContent {
  to: string;
  recipientName: string;
  companyName: string;
  versionNumber: number;
  versionCreatedAt: Date;
  versionSha256: string;
  verifyUrl: string | null;
  messageId: string;
  pdf: Buffer;
  fileName: string;
}

// The company's name is typed by a user: no line break may reach the subject header.
const oneLine = (s: string) =>
  s
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 120);

/** The version's PDF sent to the espace's SPST (L4121-3-1 VI), with its verification link. */
export function spstMail(c: SpstMailContent): Mail {
  const title = `Document unique d'évaluation des risques professionnels – ${oneLine(c.companyName)}`;
  return {
    to: c.to,
    subject: `${title} – version ${c.versionNumber}`,
    messageId: c.messageId,
    attachments: [{ filename: c.fileName, content: c.pdf, contentType: 'application/pdf' }],
    ...layout(
      title,
      [
        c.recipientName ? `Bonjour, ${c.recipientName},` : 'Bonjour,',
        `En application de l'article L4121-3-1 du code du travail, ${c.companyName} vous transmet la version ${c.versionNumber} de son document unique d'évaluation des risques professionnels, du ${formatDateLong(c.versionCreatedAt)}, en pièce jointe.`,
        `Empreinte SHA-256 de cette version : ${c.versionSha256}.`,
        ...(c.verifyUrl
          ? [
              'Le lien ci-dessous permet de vérifier que le document reçu est bien cette version, sans compte.',
            ]
          : []),
      ],
      c.verifyUrl ? { label: 'Vérifier cette version', url: c.verifyUrl } : undefined,
    ),
  };
}
