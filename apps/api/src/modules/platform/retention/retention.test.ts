import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { queryRows } from '../../../db/client.js';
import { RETENTION_YEARS } from '@duerp/domain/retention';
import { purgeExpiredData } from './retention.service.js';

const t = useTestApp();

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.deps.db,
      sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
    )
  )[0]!.n;

describe('retention', () => {
  it('deletes what the privacy policy does not keep, and nothing else', async () => {
    const { id: accountId, espaceId } = await createAccount(t);
    const db = t.app.deps.db;
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await db.execute(sql`
      INSERT INTO contact_messages (email, name, message, source, created_at) VALUES
        ('a@exemple.fr', 'Ancien', 'Bonjour', 'public', ${ago(RETENTION_YEARS.contactMessages * 365 + 2)}),
        ('b@exemple.fr', 'Récent', 'Bonjour', 'public', ${ago(RETENTION_YEARS.contactMessages * 365 - 2)})`);
    await db.execute(sql`
      INSERT INTO audit_log (account_id, action, created_at) VALUES
        (${accountId}, 'ancien', ${ago(RETENTION_YEARS.securityLog * 365 + 2)}), (${accountId}, 'récent', ${ago(300)})`);
    await db.execute(sql`
      INSERT INTO activity_log (espace_id, actor_account_id, action, created_at) VALUES
        (${espaceId}, ${accountId}, 'duerp.created', ${ago(RETENTION_YEARS.activityLog * 365 + 2)}),
        (${espaceId}, ${accountId}, 'duerp.created', ${ago(RETENTION_YEARS.activityLog * 365 - 2)})`);
    const [document] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO duerp_documents (espace_id, display_name, data) VALUES (${espaceId}, 'D', '{}') RETURNING id`,
    );
    await db.execute(sql`
      INSERT INTO document_changes (duerp_document_id, revision, actor_account_id, diff, created_at) VALUES
        (${document!.id}, 2, ${accountId}, '[]', ${ago(RETENTION_YEARS.documentHistory * 365 + 2)}),
        (${document!.id}, 3, ${accountId}, '[]', ${ago(RETENTION_YEARS.documentHistory * 365 - 2)})`);
    await db.execute(sql`DELETE FROM refresh_tokens`);
    await db.execute(sql`
      INSERT INTO refresh_tokens (account_id, token_hash, family_id, expires_at) VALUES
        (${accountId}, 'expire', gen_random_uuid(), ${ago(1)}), (${accountId}, 'valide', gen_random_uuid(), ${ago(-29)})`);
    await db.execute(sql`
      INSERT INTO password_reset_tokens (account_id, token_hash, expires_at) VALUES
        (${accountId}, 'expire', ${ago(1)}), (${accountId}, 'valide', ${ago(-1)})`);
    await db.execute(sql`
      INSERT INTO captcha_uses (challenge_id, used_at) VALUES ('ancien', ${ago(2)}), ('recent', ${ago(0)})`);
    await db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, window_start) VALUES ('ancien', 3, ${ago(1)}), ('courant', 3, ${ago(0)})`);

    await db.execute(sql`
      INSERT INTO idempotent_answers (account_id, key, method, url, status_code, body, created_at) VALUES
        (${accountId}, gen_random_uuid(), 'POST', '/api/x', 200, '{}', ${ago(1.01)}),
        (${accountId}, gen_random_uuid(), 'POST', '/api/x', 200, '{}', ${ago(0.99)})`);

    const report = await purgeExpiredData(t.app.deps, now);

    expect(report).toMatchObject({
      contactMessages: 1,
      auditLog: 1,
      activityLog: 1,
      documentHistory: 1,
      refreshTokens: 1,
      passwordResetTokens: 1,
      captchaUses: 1,
      rateLimitCounters: 1,
      idempotentAnswers: 1,
    });
    for (const table of [
      'contact_messages',
      'audit_log',
      'activity_log',
      'document_changes',
      'refresh_tokens',
      'password_reset_tokens',
      'captcha_uses',
      'rate_limit_counters',
      'idempotent_answers',
    ]) {
      expect(await count(table), table).toBe(1);
    }
    expect(await count('accounts')).toBeGreaterThan(0);
    expect(await purgeExpiredData(t.app.deps, now)).toMatchObject({
      contactMessages: 0,
      auditLog: 0,
      refreshTokens: 0,
    });
  });
});
