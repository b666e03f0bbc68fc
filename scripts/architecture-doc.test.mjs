import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

const { API_CONTEXTS } = createRequire(import.meta.url)(join(ROOT, 'apps/api/architecture.cjs'));

/**
 * docs/architecture.md's folder map is checked against the tree (issue 40): its tables name every
 * API module and web feature that exists, none that does not, and the API modules by context in the
 * order of API_CONTEXTS (apps/api/architecture.cjs), the order the import rules enforce.
 */
const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const folders = (path) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The rows of the Markdown table that follows `heading` (the first line starting with it). */
function tableAfter(heading) {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  expect(start, `docs/architecture.md : « ${heading} » introuvable`).toBeGreaterThanOrEqual(0);
  const from = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  const to = lines.findIndex((line, i) => i > from && !line.startsWith('|'));
  return lines.slice(from + 2, to);
}

/** The folder names a row writes in backticks (`api/`, with its slash, is a sub-folder). */
const namesIn = (row) => [...row.matchAll(/`([a-z][a-z-]*)`/g)].map((match) => match[1]);

describe('docs/architecture.md against the tree', () => {
  it('lists every API module in its context, in the order of API_CONTEXTS', () => {
    const listed = tableAfter('**API** (`apps/api/src/modules/<contexte>/<module>`)').map((row) =>
      namesIn(row).slice(0, 2).join('/'),
    );
    const inTree = folders('apps/api/src/modules').flatMap((context) =>
      folders(join('apps/api/src/modules', context)).map((module) => `${context}/${module}`),
    );
    expect([...listed].sort(), 'docs/architecture.md : une ligne par module de l’API').toEqual(
      inTree.sort(),
    );
    expect(listed, 'docs/architecture.md : les modules dans l’ordre de API_CONTEXTS').toEqual(
      Object.entries(API_CONTEXTS).flatMap(([context, { modules }]) =>
        modules.map((module) => `${context}/${module}`),
      ),
    );
  });

  it('lists every web feature once', () => {
    const listed = tableAfter('**Web** (`apps/web/src/features`)').flatMap(namesIn);
    expect([...listed].sort(), 'docs/architecture.md : chaque fonctionnalité du web').toEqual(
      folders('apps/web/src/features'),
    );
  });
});
