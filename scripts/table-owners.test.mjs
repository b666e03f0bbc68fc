import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { tableOwnershipViolations, tablesNamedIn } from './table-owners.mjs';

const { TABLE_PURGES, TABLE_READS_TO_MOVE } = createRequire(import.meta.url)(
  join(ROOT, 'apps/api/architecture.cjs'),
);

/**
 * The reads still to move (issue 40), as they stood when the list was last shortened: the list may
 * lose entries (then remove them here too) but never gain one. A new cross-owner read calls the
 * owner's surface or goes to a `*-queries` module (TABLE_QUERIES).
 */
const READS_LEFT = {};

describe("the API's tables", () => {
  it('are each named only by the repositories of their owner (TABLE_OWNERS)', () => {
    expect(tableOwnershipViolations()).toEqual([]);
  });

  it('leave no read to move that was not already listed (TABLE_READS_TO_MOVE only shrinks)', () => {
    const grown = Object.entries(TABLE_READS_TO_MOVE).flatMap(([module, tables]) =>
      tables
        .filter((table) => !(READS_LEFT[module] ?? []).includes(table))
        .map((table) => `${module}:${table}`),
    );
    expect(grown).toEqual([]);
  });

  it('keep retention as the one module purging tables it does not own (TABLE_PURGES)', () => {
    expect(Object.keys(TABLE_PURGES)).toEqual(['retention']);
  });

  it('see one-word tables in raw SQL after the keyword naming a table, not the bare word in code', () => {
    const text = [
      'sql`SELECT 1 FROM invoices WHERE espace_id = 1`',
      'sql`INSERT INTO "accounts" (email) VALUES (1)`',
      'const espaces = rows.map((photos) => photos.id); // from espaces of the account',
    ].join('\n');
    expect([...tablesNamedIn(text)].sort()).toEqual(['accounts', 'invoices']);
  });
});
