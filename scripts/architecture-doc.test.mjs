import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * docs/architecture.md's folder map is checked against the tree (issue 40): its tables name every
 * API module and web feature that exists, none that does not, and the API modules in the order of
 * API_MODULE_LAYERS, the order the layer rule of .dependency-cruiser.cjs enforces.
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
  it('lists every API module, in the order of API_MODULE_LAYERS', () => {
    const listed = tableAfter('**API** (`apps/api/src/modules`)').map((row) => namesIn(row)[0]);
    expect([...listed].sort(), 'docs/architecture.md : une ligne par module de l’API').toEqual(
      folders('apps/api/src/modules'),
    );
    const config = readFileSync(join(ROOT, '.dependency-cruiser.cjs'), 'utf8');
    const layers = config.slice(config.indexOf('const API_MODULE_LAYERS'), config.indexOf('];'));
    expect(listed, 'docs/architecture.md : les modules dans l’ordre de API_MODULE_LAYERS').toEqual(
      [...layers.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]),
    );
  });

  it('lists every web feature once', () => {
    const listed = tableAfter('**Web** (`apps/web/src/features`)').flatMap(namesIn);
    expect([...listed].sort(), 'docs/architecture.md : chaque fonctionnalité du web').toEqual(
      folders('apps/web/src/features'),
    );
  });
});
