import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { createOutboxMailer, createSmtpMailer } from '../modules/mail/mailer.js';
import type { Deps } from '../lib/deps.js';
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
} from '../modules/admin/admin.service.js';
import { issueDelegateToken } from '../modules/auth/auth.service.js';
import { backupDatabase, restoreDatabase } from '../modules/backup/backup.service.js';
import { contactPendingReport, contactResendReport } from '../modules/contact/contact.admin.js';
import { operatorCommand } from '../modules/operator/operator.admin.js';
import { purgeExpiredData } from '../modules/retention/retention.service.js';
import { join } from 'node:path';
import pino from 'pino';

const USAGE = `Usage : npm run admin -- <commande>
  allow-list add <adresse|*@domaine>    autorise une adresse ou un domaine
  allow-list remove <adresse|*@domaine>
  allow-list list
  vip on|off <email>                     accès complet sans achat
  max-duerps <email> <n|default>         nombre maximal de DUERP du compte
  delegate-token <email>                 jeton de connexion déléguée (usage unique, 15 min)
  coupon create <CODE> <pourcentage> [--expires AAAA-MM-JJ] [--max-uses N]
  coupon disable <CODE>
  coupon list
  renewals run                           renouvelle les abonnements échus (fournisseur de test)
  retention run                          supprime les données dont la durée de conservation est passée
  backup <fichier>                       sauvegarde la base (PGlite : serveur arrêté ; PostgreSQL : pg_dump)
  restore <fichier>                      restaure une sauvegarde (PGlite : serveur arrêté ; PostgreSQL : pg_restore)
  contact pending                        messages de contact pas encore envoyés au support
  contact resend                         renvoie au support les messages en attente
  operator show                          identité de l'exploitant (pages légales, factures)
  operator set <champ> <valeur>          enregistre un champ en base (prioritaire sur OPERATOR_*)
  operator unset <champ>                 revient à la variable d'environnement`;

type Command = (deps: Deps, args: string[]) => Promise<string>;

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

const COMMANDS: Record<string, Command> = {
  'allow-list': (deps, [action, value]) => {
    if (action === 'add') return allowListAdd(deps, arg([value ?? ''], 0));
    if (action === 'remove') return allowListRemove(deps, arg([value ?? ''], 0));
    if (action === 'list') return allowListList(deps);
    throw new Error(USAGE);
  },
  vip: (deps, [state, email]) => {
    if (state !== 'on' && state !== 'off') throw new Error(USAGE);
    return setVip(deps, arg([email ?? ''], 0), state === 'on');
  },
  'max-duerps': (deps, args) => setMaxDuerps(deps, arg(args, 0), arg(args, 1)),
  coupon: (deps, [action, code, percent, ...rest]) => {
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
  renewals: (deps, [action]) => {
    if (action !== 'run') throw new Error(USAGE);
    return runRenewals(deps);
  },
  retention: async (deps, [action]) => {
    if (action !== 'run') throw new Error(USAGE);
    const report = await purgeExpiredData(deps);
    return Object.entries(report)
      .map(([what, n]) => `${what} : ${n} supprimé(s)`)
      .join('\n');
  },
  'delegate-token': async (deps, args) => {
    const token = await issueDelegateToken(deps, arg(args, 0));
    return `Jeton délégué (usage unique, ${deps.env.DELEGATE_TOKEN_TTL_MINUTES} min) : ${token}`;
  },
  contact: (deps, [action]) => {
    if (action === 'pending') return contactPendingReport(deps);
    if (action === 'resend') return contactResendReport(deps);
    throw new Error(USAGE);
  },
  operator: (deps, args) => operatorCommand(deps, args, USAGE),
};

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (name === 'backup' || name === 'restore') {
    // Backups handle the database files themselves: they must not open it first.
    const env = parseEnv(process.env);
    const file = args[0];
    if (!file) throw new Error(USAGE);
    console.log(
      name === 'backup' ? await backupDatabase(env, file) : await restoreDatabase(env, file),
    );
    return;
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.log(USAGE);
    process.exit(name ? 1 : 0);
  }
  const env = parseEnv(process.env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const log = pino({ level: 'warn' });
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, log);
  try {
    console.log(await command({ env, db: database.db, dbKind: database.kind, mailer }, args));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
