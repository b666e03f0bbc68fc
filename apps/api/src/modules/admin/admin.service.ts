import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { accounts, allowedEmails } from '../../db/schema/index.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findAccountByEmail } from '../auth/auth.repository.js';

/** Operators' actions behind `npm run admin`; each returns the line to print. */
export async function allowListAdd(deps: Deps, pattern: string): Promise<string> {
  const value = normalizeEmail(pattern);
  if (!/^(\*@[^\s@]+|[^\s@*]+@[^\s@]+)$/.test(value)) {
    throw new Error(`Motif invalide : « ${pattern} » (adresse exacte ou *@domaine)`);
  }
  await deps.db.insert(allowedEmails).values({ pattern: value }).onConflictDoNothing();
  return `Ajouté à la liste d'autorisation : ${value}`;
}

export async function allowListRemove(deps: Deps, pattern: string): Promise<string> {
  const removed = await deps.db
    .delete(allowedEmails)
    .where(eq(allowedEmails.pattern, normalizeEmail(pattern)))
    .returning();
  return removed.length ? `Retiré : ${normalizeEmail(pattern)}` : `Absent de la liste : ${pattern}`;
}

export async function allowListList(deps: Deps): Promise<string> {
  const rows = await deps.db.select().from(allowedEmails).orderBy(allowedEmails.pattern);
  const fromSetting = deps.env.ALLOWED_EMAILS ? ` (+ ALLOWED_EMAILS : ${deps.env.ALLOWED_EMAILS})` : '';
  if (rows.length === 0 && !fromSetting) return 'Liste vide : toutes les adresses sont autorisées.';
  return [...rows.map((r) => r.pattern), fromSetting].filter(Boolean).join('\n');
}

async function requireAccount(deps: Deps, email: string) {
  const account = await findAccountByEmail(deps.db, normalizeEmail(email));
  if (!account) throw new Error(`Aucun compte pour ${email}`);
  return account;
}

export async function setVip(deps: Deps, email: string, isVip: boolean): Promise<string> {
  const account = await requireAccount(deps, email);
  await deps.db.update(accounts).set({ isVip }).where(eq(accounts.id, account.id));
  await writeAudit(deps.db, { accountId: account.id, action: isVip ? 'vip.on' : 'vip.off' });
  return `${account.email} : VIP ${isVip ? 'activé' : 'désactivé'}`;
}

export async function setMaxDuerps(deps: Deps, email: string, value: string): Promise<string> {
  const account = await requireAccount(deps, email);
  const max = value === 'default' ? null : Number(value);
  if (max !== null && (!Number.isInteger(max) || max < 0 || max > 1000)) {
    throw new Error('Nombre maximal invalide : entier de 0 à 1000, ou « default »');
  }
  await deps.db.update(accounts).set({ maxNumberOfDuerps: max }).where(eq(accounts.id, account.id));
  return `${account.email} : maximum de DUERP = ${max ?? `défaut (${deps.env.DEFAULT_MAX_DUERPS})`}`;
}
