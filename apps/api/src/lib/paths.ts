import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from src/ or from the dist bundle. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@duerp/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api introuvable');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = resolve(API_ROOT, '../web/dist');
