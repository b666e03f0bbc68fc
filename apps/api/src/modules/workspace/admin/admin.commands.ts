import { resolve } from 'node:path';
import type { DatabaseHandle } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { issueDelegateToken } from '../../identity/auth/index.js';
import { backupDatabase } from '../../platform/database-backup/index.js';
import { contactPendingReport, contactResendReport } from '../../identity/contact/index.js';
import { operatorCommand } from '../../billing/operator/index.js';
import { purgeExpiredData } from '../../platform/retention/index.js';
import { remindersCommand } from '../../drafting/reminders/index.js';
import {
  allowListAdd,
  allowListList,
  allowListRemove,
  couponCreate,
  couponDisable,
  couponList,
  runRenewals,
  setMaxDuerps,
  setVip,
} from './admin.service.js';
import {
  deleteAccountByEmail,
  espaceMembers,
  espacesOf,
  setEspaceMaxDuerps,
  setEspacePhotoQuota,
  setEspaceVip,
  transferEspace,
} from './espaces.admin.js';

export const USAGE = `Usage : npm run admin -- <commande>
  allow-list add <adresse|*@domaine>    autorise une adresse ou un domaine
  allow-list remove <adresse|*@domaine>
  allow-list list
  vip on|off <email>                     accès complet sans achat
  max-duerps <email> <n|default>         nombre maximal de DUERP du compte
  delegate-token <email>                 jeton de connexion déléguée (usage unique, 15 min)
  espace list <email>                    espaces d'une personne, avec son rôle (vip et max-duerps ci-dessus : son espace personnel)
  espace members <id>                    membres d'un espace, VIP et plafond
  espace vip on|off <id>                 accès complet sans achat pour un espace
  espace max-duerps <id> <n|default>     nombre maximal de DUERP d'un espace
  espace photo-quota <id> <Mo|default>   quota de photos d'un espace, en Mo (défaut : 500 Mo)
  espace transfer <id> <email>           nomme Propriétaire un membre de l'espace
  account delete <email>                 supprime un compte (refusé s'il est le seul Propriétaire d'un espace partagé)
  coupon create <CODE> <pourcentage> [--expires AAAA-MM-JJ] [--max-uses N]
  coupon disable <CODE>
  coupon list
  renewals run                           renouvelle les abonnements échus (fournisseur de test)
  reminders run [--dry-run]              envoie les rappels dus (mises à jour, actions en retard) ; --dry-run les liste sans rien envoyer
  retention run                          supprime les données dont la durée de conservation est passée
  backup <fichier>                       sauvegarde la base, serveur en marche ou non (PostgreSQL : pg_dump)
  restore <fichier>                      restaure une sauvegarde, serveur arrêté (PostgreSQL : pg_restore)
  contact pending                        messages de contact pas encore envoyés au support
  contact resend                         renvoie au support les messages en attente
  operator show                          identité de l'exploitant (pages légales, factures)
  operator set <champ> <valeur>          enregistre un champ en base (prioritaire sur OPERATOR_*)
  operator unset <champ>                 revient à la variable d'environnement`;

/**
 * What a command runs with: the dependencies and database of the process that owns the database
 * (the running server, or the CLI itself when no server holds it), and the folder the operator
 * typed the command in, for relative file names.
 */
export interface AdminContext {
  deps: Deps;
  database: DatabaseHandle;
  cwd: string;
}

type Command = (context: AdminContext, args: string[]) => Promise<string>;

const arg = (args: string[], i: number) => {
  const value = args[i];
  if (!value) throw new Error(USAGE);
  return value;
};

/** `--name value` pairs after the positional arguments. */
function flags(args: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const value = args[i + 1];
    if (name?.startsWith('--') && value !== undefined) {
      result[name.slice(2)] = value;
      i++;
    }
  }
  return result;
}

/** Every command that runs on an open database; `restore` replaces the database and is apart. */
const COMMANDS: Record<string, Command> = {
  'allow-list': ({ deps }, [action, value]) => {
    if (action === 'add') return allowListAdd(deps, arg([value ?? ''], 0));
    if (action === 'remove') return allowListRemove(deps, arg([value ?? ''], 0));
    if (action === 'list') return allowListList(deps);
    throw new Error(USAGE);
  },
  vip: ({ deps }, [state, email]) => {
    if (state !== 'on' && state !== 'off') throw new Error(USAGE);
    return setVip(deps, arg([email ?? ''], 0), state === 'on');
  },
  'max-duerps': ({ deps }, args) => setMaxDuerps(deps, arg(args, 0), arg(args, 1)),
  espace: ({ deps }, [action, ...rest]) => {
    if (action === 'list') return espacesOf(deps, arg(rest, 0));
    if (action === 'members') return espaceMembers(deps, arg(rest, 0));
    if (action === 'vip' && (rest[0] === 'on' || rest[0] === 'off')) {
      return setEspaceVip(deps, arg(rest, 1), rest[0] === 'on');
    }
    if (action === 'max-duerps') return setEspaceMaxDuerps(deps, arg(rest, 0), arg(rest, 1));
    if (action === 'photo-quota') return setEspacePhotoQuota(deps, arg(rest, 0), arg(rest, 1));
    if (action === 'transfer') return transferEspace(deps, arg(rest, 0), arg(rest, 1));
    throw new Error(USAGE);
  },
  account: ({ deps }, [action, email]) => {
    if (action !== 'delete') throw new Error(USAGE);
    return deleteAccountByEmail(deps, arg([email ?? ''], 0));
  },
  coupon: ({ deps }, [action, code, percent, ...rest]) => {
    if (action === 'create') {
      const { expires, 'max-uses': maxUses } = flags(rest);
      return couponCreate(deps, arg([code ?? ''], 0), arg([percent ?? ''], 0), {
        expires,
        maxUses,
      });
    }
    if (action === 'disable') return couponDisable(deps, arg([code ?? ''], 0));
    if (action === 'list') return couponList(deps);
    throw new Error(USAGE);
  },
  renewals: ({ deps }, [action]) => {
    if (action !== 'run') throw new Error(USAGE);
    return runRenewals(deps);
  },
  reminders: ({ deps }, [action, ...rest]) => {
    if (action !== 'run' || rest.some((a) => a !== '--dry-run')) throw new Error(USAGE);
    return remindersCommand(deps, rest.includes('--dry-run'));
  },
  retention: async ({ deps }, [action]) => {
    if (action !== 'run') throw new Error(USAGE);
    const report = await purgeExpiredData(deps);
    return Object.entries(report)
      .map(([what, n]) => `${what} : ${n} supprimé(s)`)
      .join('\n');
  },
  'delegate-token': async ({ deps }, args) => {
    const token = await issueDelegateToken(deps, arg(args, 0));
    return `Jeton délégué (usage unique, ${deps.env.DELEGATE_TOKEN_TTL_MINUTES} min) : ${token}`;
  },
  contact: ({ deps }, [action]) => {
    if (action === 'pending') return contactPendingReport(deps);
    if (action === 'resend') return contactResendReport(deps);
    throw new Error(USAGE);
  },
  operator: ({ deps }, args) => operatorCommand(deps, args, USAGE),
  backup: ({ deps, database, cwd }, args) =>
    backupDatabase(deps.env, database, resolve(cwd, arg(args, 0))),
};

export function isAdminCommand(name: string): boolean {
  return Object.hasOwn(COMMANDS, name);
}

/** Runs one command and returns what to print; an unknown command or bad arguments throw USAGE. */
export async function runAdminCommand(
  context: AdminContext,
  name: string,
  args: string[],
): Promise<string> {
  const command = isAdminCommand(name) ? COMMANDS[name] : undefined;
  if (!command) throw new Error(USAGE);
  return command(context, args);
}
