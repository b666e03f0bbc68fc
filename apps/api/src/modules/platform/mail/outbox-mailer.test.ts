import { watch, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'duerp-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('shows a mail in the outbox only once it is whole, even with a large attachment', async () => {
    const outbox = join(dataDir, 'outbox');
    mkdirSync(outbox);
    const mailer = createOutboxMailer(
      outbox,
      'DUERP <ne-pas-repondre@exemple.fr>',
      pino({ level: 'silent' }),
    );
    // Read each file the moment it appears, as the journeys' polling can.
    const seen: string[] = [];
    const watcher = watch(outbox, (_event, name) => {
      if (!name) return;
      try {
        seen.push(readFileSync(join(outbox, name), 'utf8'));
      } catch {
        // Already moved or gone: nothing to read.
      }
    });
    const content = Buffer.alloc(24 * 1024 * 1024, 7);
    await mailer.send({
      to: 'salarie@exemple.fr',
      subject: 'Votre document unique',
      text: 'Ci-joint.',
      html: '<p>Ci-joint.</p>',
      attachments: [{ filename: 'duerp.pdf', contentType: 'application/pdf', content }],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    watcher.close();
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(() => JSON.parse(text) as unknown).not.toThrow();
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8')) as {
      to: string;
      attachments: { contentBase64: string }[];
    };
    expect(mail.to).toBe('salarie@exemple.fr');
    expect(Buffer.from(mail.attachments[0]!.contentBase64, 'base64').equals(content)).toBe(true);
  });
});
