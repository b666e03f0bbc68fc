import { normalizeEmail } from '@duerp/domain/auth';
import type { Deps } from '../../../lib/deps.js';
import { writeAudit } from '../../platform/audit/index.js';
import {
  deleteAllowedEmail,
  findAccountByEmail,
  insertAllowedEmail,
  listAllowedEmails,
} from '../../identity/auth/index.js';
import { findPersonalEspaceId, updateEspaceLimits } from '../../identity/espaces/index.js';
import { disableCoupon, insertCoupon, listCoupons } from '../../billing/coupons/index.js';
import { renewDueSubscriptions } from '../purchases/index.js';
import { parseMaxDuerps } from './espaces.admin.js';

/** Operators' actions behind `npm run admin`; each returns the line to print. */
export async function allowListAdd(deps: Deps, pattern: string): Promise<string> {
  const value = normalizeEmail(pattern);
  if (!/^(\*@[^\s@]+|[^\s@*]+@[^\s@]+)$/.test(value)) {
    throw new Error(`Motif invalide : « ${pattern} » (adresse exacte ou *@domaine)`);
  }
  await insertAllowedEmail(deps.db, value);
  return `Ajouté à la liste d'autorisation : ${value}`;
}

export async function allowListRemove(deps: Deps, pattern: string): Promise<string> {
  const removed = await deleteAllowedEmail(deps.db, normalizeEmail(pattern));
  return removed ? `Retiré : ${normalizeEmail(pattern)}` : `Absent de la liste : ${pattern}`;
}

export async function allowListList(deps: Deps): Promise<string> {
  const patterns = await listAllowedEmails(deps.db);
  const fromSetting = deps.env.ALLOWED_EMAILS
    ? ` (+ ALLOWED_EMAILS : ${deps.env.ALLOWED_EMAILS})`
    : '';
  if (patterns.length === 0 && !fromSetting)
    return 'Liste vide : toutes les adresses sont autorisées.';
  return [...patterns, fromSetting].filter(Boolean).join('\n');
}

async function requireAccount(deps: Deps, email: string) {
  const account = await findAccountByEmail(deps.db, normalizeEmail(email));
  if (!account) throw new Error(`Aucun compte pour ${email}`);
  return account;
}

export async function setVip(deps: Deps, email: string, isVip: boolean): Promise<string> {
  const account = await requireAccount(deps, email);
  await updateEspaceLimits(deps.db, await findPersonalEspaceId(deps.db, account.id), { isVip });
  await writeAudit(deps.db, { accountId: account.id, action: isVip ? 'vip.on' : 'vip.off' });
  return `${account.email} : VIP ${isVip ? 'activé' : 'désactivé'}`;
}

export async function setMaxDuerps(deps: Deps, email: string, value: string): Promise<string> {
  const account = await requireAccount(deps, email);
  const max = parseMaxDuerps(value);
  await updateEspaceLimits(deps.db, await findPersonalEspaceId(deps.db, account.id), {
    maxNumberOfDuerps: max,
  });
  return `${account.email} : maximum de DUERP = ${max ?? `défaut (${deps.env.DEFAULT_MAX_DUERPS})`}`;
}

export async function couponCreate(
  deps: Deps,
  code: string,
  percent: string,
  options: { expires?: string; maxUses?: string } = {},
): Promise<string> {
  const value = code.trim().toUpperCase();
  const pct = Number(percent);
  if (!/^[A-Z0-9_-]{3,50}$/.test(value))
    throw new Error('Code invalide : 3 à 50 lettres, chiffres, - ou _');
  if (!Number.isInteger(pct) || pct < 1 || pct > 100)
    throw new Error('Pourcentage invalide : entier de 1 à 100');
  const expiresAt = options.expires ? new Date(`${options.expires}T23:59:59+01:00`) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime()))
    throw new Error("Date d'expiration invalide (AAAA-MM-JJ)");
  const maxUses = options.maxUses ? Number(options.maxUses) : null;
  if (maxUses !== null && (!Number.isInteger(maxUses) || maxUses < 1))
    throw new Error("Nombre d'utilisations invalide");
  await insertCoupon(deps.db, { code: value, percent: pct, expiresAt, maxUses });
  return `Code ${value} : -${pct} %${expiresAt ? `, jusqu'au ${options.expires}` : ''}${maxUses ? `, ${maxUses} utilisations au plus` : ''}`;
}

export async function couponDisable(deps: Deps, code: string): Promise<string> {
  return (await disableCoupon(deps.db, code))
    ? `Code ${code.toUpperCase()} désactivé`
    : `Code inconnu : ${code}`;
}

export async function couponList(deps: Deps): Promise<string> {
  const rows = await listCoupons(deps.db);
  if (rows.length === 0) return 'Aucun code promo.';
  return rows
    .map(
      (c) =>
        `${c.code}  -${c.percent} %  ${c.uses}${c.maxUses ? `/${c.maxUses}` : ''} utilisation(s)${c.expiresAt ? `  expire le ${c.expiresAt.toISOString().slice(0, 10)}` : ''}${c.disabled ? '  (désactivé)' : ''}`,
    )
    .join('\n');
}

export async function runRenewals(deps: Deps): Promise<string> {
  return `${await renewDueSubscriptions(deps)} abonnement(s) renouvelé(s)`;
}
