import { ESPACE_ROLE_LABELS } from '@duerp/domain/espaces';
import { formatMegabytes } from '@duerp/domain/photos';
import { normalizeEmail } from '@duerp/domain/auth';
import type { Deps } from '../../../lib/deps.js';
import { writeAudit } from '../../platform/audit/index.js';
import { findAccountByEmail } from '../../identity/auth/index.js';
import {
  listMembers,
  listMemberships,
  loadEspace,
  setPhotoQuota,
  updateEspace,
  updateMemberRole,
} from '../../identity/espaces/index.js';
import { deleteAccount } from './account-deletion.service.js';
import { photoUsage } from '../../documents/photos/index.js';

/** The operator's commands on espaces (issue 25); the person's commands act on the personal one. */
async function accountOf(deps: Deps, email: string) {
  const account = await findAccountByEmail(deps.db, normalizeEmail(email));
  if (!account) throw new Error(`Aucun compte pour ${email}`);
  return account;
}

const espaceLine = (e: { id: string; name: string }) => `${e.id}  ${e.name}`;

export async function espacesOf(deps: Deps, email: string): Promise<string> {
  const account = await accountOf(deps, email);
  const rows = await listMemberships(deps.db, account.id);
  return rows
    .map(
      (m) =>
        `${espaceLine({ id: m.espaceId, name: m.name })}  (${ESPACE_ROLE_LABELS[m.role]}${m.isPersonal ? ', personnel' : ''})`,
    )
    .join('\n');
}

export async function espaceMembers(deps: Deps, espaceId: string): Promise<string> {
  const espace = await loadEspace(deps.db, espaceId);
  const members = await listMembers(deps.db, espaceId);
  return [
    `${espaceLine(espace)}${espace.isVip ? '  [VIP]' : ''}  plafond : ${espace.maxNumberOfDuerps ?? `défaut (${deps.env.DEFAULT_MAX_DUERPS})`}`,
    ...members.map(
      (m) =>
        `  ${m.email}  ${ESPACE_ROLE_LABELS[m.role]}  depuis le ${m.joinedAt.toISOString().slice(0, 10)}`,
    ),
  ].join('\n');
}

export async function setEspaceVip(deps: Deps, espaceId: string, isVip: boolean) {
  const espace = await loadEspace(deps.db, espaceId);
  await updateEspace(deps.db, espace.id, { isVip });
  await writeAudit(deps.db, {
    accountId: null,
    action: isVip ? 'espace.vip.on' : 'espace.vip.off',
    details: { espaceId },
  });
  return `${espace.name} : VIP ${isVip ? 'activé' : 'désactivé'}`;
}

export async function setEspaceMaxDuerps(deps: Deps, espaceId: string, value: string) {
  const espace = await loadEspace(deps.db, espaceId);
  const max = parseMaxDuerps(value);
  await updateEspace(deps.db, espace.id, { maxNumberOfDuerps: max });
  return `${espace.name} : maximum de DUERP = ${max ?? `défaut (${deps.env.DEFAULT_MAX_DUERPS})`}`;
}

/** Issue 27: the bytes of photos an espace may hold, in Mo (MiB), or back to the default. */
export async function setEspacePhotoQuota(deps: Deps, espaceId: string, value: string) {
  const espace = await loadEspace(deps.db, espaceId);
  const mo = value === 'default' ? null : Number(value);
  if (mo !== null && (!Number.isInteger(mo) || mo < 0 || mo > 1_000_000)) {
    throw new Error('Quota invalide : nombre entier de Mo (0 à 1000000), ou « default »');
  }
  await setPhotoQuota(deps.db, espace.id, mo === null ? null : mo * 1024 * 1024);
  const { used, quota } = await photoUsage(deps.db, espace.id);
  return `${espace.name} : quota de photos = ${formatMegabytes(quota)}${mo === null ? ' (défaut)' : ''}, utilisés : ${formatMegabytes(used)}`;
}

/** `default`, or an integer from 0 to 1,000. */
export function parseMaxDuerps(value: string): number | null {
  const max = value === 'default' ? null : Number(value);
  if (max !== null && (!Number.isInteger(max) || max < 0 || max > 1000)) {
    throw new Error('Nombre maximal invalide : entier de 0 à 1000, ou « default »');
  }
  return max;
}

/** Makes a member Propriétaire (handing over before the former one leaves or is deleted). */
export async function transferEspace(deps: Deps, espaceId: string, email: string) {
  const espace = await loadEspace(deps.db, espaceId);
  const account = await accountOf(deps, email);
  if (!(await updateMemberRole(deps.db, espace.id, account.id, 'proprietaire'))) {
    throw new Error(`${account.email} n'est pas membre de « ${espace.name} » : invitez-le d'abord`);
  }
  await writeAudit(deps.db, {
    accountId: account.id,
    action: 'espace.transfer',
    details: { espaceId },
  });
  return `${account.email} est Propriétaire de « ${espace.name} »`;
}

export async function deleteAccountByEmail(deps: Deps, email: string): Promise<string> {
  const account = await accountOf(deps, email);
  const { deleted, retained } = await deleteAccount(deps, account.id);
  await writeAudit(deps.db, { accountId: account.id, action: 'account.delete' });
  const kept = retained
    ? ` ; conservés sans membre (versions ou factures à garder) : ${retained}`
    : '';
  return `Compte ${account.email} supprimé ; espaces supprimés : ${deleted}${kept}`;
}
