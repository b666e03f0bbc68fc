import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { tableOwnershipViolations } from './table-owners.mjs';

/**
 * The API's walls refuse what they are for (issue 40): files that break one are written for the
 * test, checked alone by one dependency-cruiser run with the repository's configuration (their own
 * imports only), and removed.
 */
const planted = {
  contextImport: [
    `apps/api/src/modules/platform/mail/planted-${process.pid}.ts`,
    "export { documentStore } from '../../documents/document-store/index.js';\n",
  ],
  deepImport: [
    `apps/api/src/modules/drafting/history/planted-deep-${process.pid}.ts`,
    "export { documentStore } from '../../documents/document-store/document-store.js';\n",
  ],
  allowed: [
    `apps/api/src/modules/drafting/history/planted-allowed-${process.pid}.ts`,
    "export { documentStore } from '../../documents/document-store/index.js';\n",
  ],
};
let output = '';
/** The lines of the report that are about `file`. */
const reportOf = (file) =>
  output
    .split('\n')
    .filter((line) => line.includes(file))
    .join('\n');

beforeAll(() => {
  const files = Object.values(planted).map(([file, text]) => {
    writeFileSync(join(ROOT, file), text);
    return file;
  });
  try {
    const result = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...[...files, '--config', '.dependency-cruiser.cjs', '--output-type', 'err-long'],
        ...['--max-depth', '1'],
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    output = result.stdout + result.stderr;
  } finally {
    for (const file of files) rmSync(join(ROOT, file), { force: true });
  }
}, 120_000);

describe('planted violations', () => {
  it('refuses a context importing one it may not', () => {
    expect(reportOf(planted.contextImport[0])).toContain('api-context-platform');
    expect(output).toContain("Le contexte platform de l'API n'importe aucun autre contexte");
  });

  it('refuses a module importing another one by a deep path', () => {
    expect(reportOf(planted.deepImport[0])).toContain('api-module-public-surface');
    expect(output).toContain("Un module de l'API n'est importé d'un autre que par son index.ts");
  });

  it('accepts the same import through the surface of an allowed context', () => {
    expect(output).toContain('api-context-platform');
    expect(reportOf(planted.allowed[0])).toBe('');
  });

  it('refuses a second repository reading duerp_documents', () => {
    const root = mkdtempSync(join(tmpdir(), 'planted-'));
    const file = 'apps/api/src/modules/billing/coupons/planted.repository.ts';
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(
      join(root, file),
      "import { duerpDocuments } from '../../../../db/schema/index.js';\nexport const all = (db) => db.select().from(duerpDocuments);\n",
    );
    try {
      expect(tableOwnershipViolations([file], root)).toEqual([
        `${file} : la table duerp_documents appartient au module document-store (TABLE_OWNERS, apps/api/architecture.cjs) ; appelez sa surface (index.ts) au lieu de l'interroger.`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a write, or a table it does not list, in a read-only *-queries module', () => {
    const root = mkdtempSync(join(tmpdir(), 'planted-'));
    const file = 'apps/api/src/modules/publishing/share-link-queries/planted.repository.ts';
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(
      join(root, file),
      "import { shareLinks, photos } from '../../../../db/schema/index.js';\nexport const revoke = (db) => db.update(shareLinks).set({ revokedAt: new Date() });\nexport const all = (db) => db.select().from(photos);\n",
    );
    try {
      expect(tableOwnershipViolations([file], root)).toEqual([
        `${file} : un module *-queries ne fait que lire ; l'écriture passe par le module propriétaire de la table.`,
        `${file} : la table photos appartient au module photos (TABLE_OWNERS, apps/api/architecture.cjs) ; appelez sa surface (index.ts) au lieu de l'interroger.`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
