import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { tableOwnershipViolations, tablesNamedIn } from './table-owners.mjs';

const { TABLE_PURGES } = createRequire(import.meta.url)(join(ROOT, 'apps/api/architecture.cjs'));

describe("the API's tables", () => {
  it('are each named only by the repositories of their owner (TABLE_OWNERS)', () => {
    expect(tableOwnershipViolations()).toEqual([]);
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
