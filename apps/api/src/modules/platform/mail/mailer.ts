import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (e.g. List-Unsubscribe of the reminders). */
  headers?: Record<string, string>;
  /** The Message-ID to send it with (`<…@…>`), when the caller records it (the SPST sendings). */
  messageId?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP delivery through nodemailer (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The embedded default: each mail is written as a JSON file under `outboxDir`. Only the file path
 * is logged — the mail may hold a reset link, and links never go to the logs. A mail is written
 * beside the outbox first, then moved in: whoever reads the outbox never sees half a file.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  let sequence = 0;
  return {
    async send(mail) {
      const writingDir = `${outboxDir}.partial`;
      await mkdir(outboxDir, { recursive: true });
      await mkdir(writingDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${process.pid}-${sequence}.json`;
      const file = join(outboxDir, name);
      const { attachments, ...rest } = mail;
      const record = {
        from,
        date: new Date().toISOString(),
        ...rest,
        ...(attachments
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: a.content.toString('base64'),
              })),
            }
          : {}),
      };
      await writeFile(join(writingDir, name), JSON.stringify(record, null, 2), 'utf8');
      await rename(join(writingDir, name), file);
      log.info(
        { outboxFile: file, subject: mail.subject },
        'e-mail écrit dans la boîte d’envoi locale',
      );
    },
  };
}
