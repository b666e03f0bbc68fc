import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * The web's import walls hold (issue 40): files planted where they must not import what they do
 * are refused by dependency-cruiser with the repository's configuration, each with its rule's
 * message. The cruise starts at the planted files and stops at their direct imports (fast).
 */
const PLANTED = [
  {
    file: 'apps/web/src/app/routes/zz-planted-deep-import.tsx',
    source: "export { DuerpEditor } from '@/features/editor/components/duerp-editor';\n",
    rule: 'web-app-uses-feature-surface',
    message:
      "L'application (app/ : routes, routeur) n'importe une fonctionnalité que par son index.ts, sa surface publique (ses tests aussi par son dossier test/) : exportez-y ce qui doit servir à l'écran.",
  },
  {
    // The same deep import written as a relative path: the rule reads the resolved file.
    file: 'apps/web/src/app/zz-planted-relative-import.ts',
    source: "export { useUpdateRisque } from '../features/editor/api/update-risque';\n",
    rule: 'web-app-uses-feature-surface',
    message:
      "L'application (app/ : routes, routeur) n'importe une fonctionnalité que par son index.ts",
  },
  {
    file: 'apps/web/src/lib/zz-planted-shared.ts',
    source: "export { useDuerp } from '@/features/duerp';\n",
    rule: 'web-shared-one-way',
    message:
      "Le code partagé du web (components, lib, config, hooks) n'importe ni une fonctionnalité ni l'application",
  },
  {
    file: 'apps/web/src/features/duerp/zz-planted-upward.ts',
    source: "export { DuerpEditor } from '@/features/editor';\n",
    rule: 'web-feature-layer-duerp',
    message: "La fonctionnalité duerp n'importe que les fonctionnalités des couches inférieures",
  },
];

function cruisePlanted() {
  for (const { file, source } of PLANTED) {
    mkdirSync(dirname(join(ROOT, file)), { recursive: true });
    writeFileSync(join(ROOT, file), source);
  }
  try {
    return spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        ...PLANTED.map(({ file }) => file),
        ...['--config', '.dependency-cruiser.cjs', '--max-depth', '1', '--output-type', 'err-long'],
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
  } finally {
    for (const { file } of PLANTED) rmSync(join(ROOT, file), { force: true });
  }
}

describe('planted violations of the web’s import walls', () => {
  it('are refused by dependency-cruiser, each with its rule’s message', () => {
    const { status, stdout, stderr } = cruisePlanted();
    expect(status, stderr).not.toBe(0);
    // err-long prints each violation as « error rule: from → to », then the rule's comment.
    const blocks = stdout.split(/\n(?=\s*error )/);
    for (const { file, rule, message } of PLANTED) {
      const block = blocks.find((b) => b.includes(`error ${rule}: ${file}`));
      expect(block, `${file} refusé par ${rule}\n${stdout}`).toBeDefined();
      expect(block?.replace(/\s+/g, ' ')).toContain(message);
    }
  }, 60_000);
});
