// Which tables the API's repositories name, against their one owner (apps/api/architecture.cjs).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const { TABLE_OWNERS, TABLE_PURGES, TABLE_QUERIES } = createRequire(import.meta.url)(
  join(ROOT, 'apps/api/architecture.cjs'),
);

/** A write in drizzle (`db.insert(…)`) or in raw SQL, which a `*-queries` module may not do. */
const WRITE = /\.(insert|update|delete)\(|\b(INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/i;

/** Schema variable → SQL table name, read from apps/api/src/db/schema. */
function schemaTables() {
  const dir = join(ROOT, 'apps/api/src/db/schema');
  const tables = {};
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) {
      tables[match[1]] = match[2];
    }
  }
  return tables;
}

/** Every `*.repository.ts` under apps/api/src/modules (paths from the repository's root). */
export function repositoryFiles(dir = join(ROOT, 'apps/api/src/modules')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return entry.name.endsWith('.repository.ts') ? [relative(ROOT, path)] : [];
  });
}

/**
 * A table named in raw SQL: any SQL name with an underscore written in the text, and a one-word
 * name (`accounts`, `espaces`) after the keyword that names a table (`FROM`, `JOIN`, `INTO`,
 * `UPDATE`, `TABLE`), since the bare word also appears in code and comments.
 */
function sqlNames(sqlName) {
  if (sqlName.includes('_')) return new RegExp(`\\b${sqlName}\\b`);
  return new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?${sqlName}\\b`);
}

/**
 * The tables a repository names: the schema tables it imports as values (a type import runs no
 * SQL), and those its raw `sql` fragments name (sqlNames).
 */
export function tablesNamedIn(text, tables = schemaTables()) {
  const named = new Set();
  const imports = text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*db\/schema[^']*'/g);
  for (const [, typeOnly, names] of imports) {
    if (typeOnly) continue;
    for (const name of names.split(',').map((part) => part.trim())) {
      if (name.startsWith('type ')) continue;
      const local = name.split(/\s+as\s+/)[0];
      if (tables[local]) named.add(tables[local]);
    }
  }
  for (const sqlName of Object.values(tables)) {
    if (sqlNames(sqlName).test(text)) named.add(sqlName);
  }
  return named;
}

/**
 * French messages for each table a repository names without owning it (not listed for its module
 * in TABLE_QUERIES or TABLE_PURGES), for each write in a `*-queries` module, and for each table
 * without an owner. `files` are paths under `root`.
 */
export function tableOwnershipViolations(files, root = ROOT) {
  const tables = schemaTables();
  const messages = [];
  for (const file of files ?? repositoryFiles()) {
    const module = file.match(/^apps\/api\/src\/modules\/[^/]+\/([^/]+)\//)?.[1];
    if (!module) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const queries = module.endsWith('-queries');
    if (queries && WRITE.test(text)) {
      messages.push(
        `${file} : un module *-queries ne fait que lire ; l'écriture passe par le module propriétaire de la table.`,
      );
    }
    const allowed = [
      ...(TABLE_PURGES[module] ?? []),
      ...(queries ? (TABLE_QUERIES[module] ?? []) : []),
    ];
    for (const table of tablesNamedIn(text, tables)) {
      const owner = TABLE_OWNERS[table];
      if (!owner) {
        messages.push(`${file} : la table ${table} n'a pas de propriétaire dans TABLE_OWNERS.`);
      } else if (owner !== module && !allowed.includes(table)) {
        messages.push(
          `${file} : la table ${table} appartient au module ${owner} (TABLE_OWNERS, apps/api/architecture.cjs) ; appelez sa surface (index.ts) au lieu de l'interroger.`,
        );
      }
    }
  }
  for (const table of Object.values(tables)) {
    if (!TABLE_OWNERS[table]) messages.push(`TABLE_OWNERS : donnez un propriétaire à ${table}.`);
  }
  return messages;
}
