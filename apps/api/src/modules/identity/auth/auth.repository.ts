import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Executor } from '../../../db/client.js';
import {
  accounts,
  allowedEmails,
  delegateTokens,
  passwordResetTokens,
  refreshTokens,
} from '../../../db/schema/index.js';

export type AccountRow = typeof accounts.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Executor, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

/** Whether the account still exists (a primary-key probe on every authenticated request). */
export async function accountExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return rows.length > 0;
}

/** Inserts an account; null when the e-mail is already taken. */
export async function insertAccount(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .insert(accounts)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row ?? null;
}

/** Deletes an account; its sessions, tokens and memberships go with it (foreign keys). */
export async function deleteAccountRow(db: Executor, id: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

export async function updateAccountPassword(db: Executor, accountId: string, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/** Sets the person's display name (issue 47). */
export async function updateAccountDisplayName(
  db: Executor,
  accountId: string,
  displayName: string,
): Promise<void> {
  await db.update(accounts).set({ displayName }).where(eq(accounts.id, accountId));
}

export async function listAllowedPatterns(db: Executor): Promise<string[]> {
  const rows = await db.select({ pattern: allowedEmails.pattern }).from(allowedEmails);
  return rows.map((r) => r.pattern);
}

export async function insertRefreshToken(
  db: Executor,
  values: typeof refreshTokens.$inferInsert,
): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  if (!row) throw new Error('refresh token insert returned no row');
  return row;
}

export async function findRefreshTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Revokes one live token; false when it was already revoked (a concurrent rotation won). */
export async function revokeRefreshToken(db: Executor, id: string, replacedBy: string | null) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function familyHasLiveToken(db: Executor, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function revokeRefreshTokenFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokensOfAccount(db: Executor, accountId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/** The single-use tokens: password-reset links and delegate logins (/dg). */
const SINGLE_USE_TABLES = { passwordReset: passwordResetTokens, delegate: delegateTokens };
export type SingleUseKind = keyof typeof SINGLE_USE_TABLES;

export async function insertSingleUseToken(
  db: Executor,
  kind: SingleUseKind,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(SINGLE_USE_TABLES[kind]).values(values);
}

/** Marks every unused token of the account as used: its outstanding links stop working. */
export async function consumeAllSingleUseTokensOfAccount(
  db: Executor,
  kind: SingleUseKind,
  accountId: string,
) {
  const table = SINGLE_USE_TABLES[kind];
  await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.accountId, accountId), isNull(table.usedAt)));
}

/**
 * Consumes a live single-use token of that account in one statement, so that two concurrent
 * uses cannot both succeed. Returns whether it was consumed.
 */
export async function consumeSingleUseToken(
  db: Executor,
  kind: SingleUseKind,
  accountId: string,
  tokenHash: string,
): Promise<boolean> {
  const table = SINGLE_USE_TABLES[kind];
  const rows = await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(table.tokenHash, tokenHash),
        eq(table.accountId, accountId),
        isNull(table.usedAt),
        gt(table.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: table.id });
  return rows.length > 0;
}

/** `name` is the address (as before names existed), `displayName` the name the person chose. */
export interface PersonNames {
  name: string;
  displayName?: string;
}

/** How a person is shown to the others on a document: their address, and their name if set. */
export async function findAccountName(db: Executor, accountId: string): Promise<PersonNames> {
  const [row] = await db
    .select({ email: accounts.email, displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return { name: row?.email ?? '', ...(row?.displayName ? { displayName: row.displayName } : {}) };
}
