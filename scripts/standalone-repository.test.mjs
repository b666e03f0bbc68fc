import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * The repository stands alone (issue 40): a comment, a test name or a document states the rule it
 * relies on, or names a file of the repository (docs/decisions.md, a domain module). It never
 * sends the reader to the product's original specification or the team's design and style notes,
 * which a person who clones the repository does not have. The pattern is spelled with character
 * classes so that this file does not match itself.
 */
const OUTSIDE_DOCUMENT = /\bSP[E]C\b|\b(?:DES[I]GN|ST[Y]LE)\.md\b/;

/** Generated, installed or local (git ignores them): not the repository's own text. */
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  'node_modules',
  'dist',
  'build',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
  'results',
  'tmp',
]);
const TEXT = /\.(?:ts|tsx|js|mjs|cjs|md|json|css|html|ya?ml|sql|template|example)$/;
/** Text files without one of those extensions: dotfiles (.gitignore, .npmrc…) and the CI script. */
const isText = (dir, name) => TEXT.test(name) || name.startsWith('.') || dir.endsWith('.ci');

/** Every hand-written text file under `dir`, as paths relative to the repository's root. */
function textFiles(dir = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : textFiles(path);
    const generated = entry.name === 'package-lock.json' || entry.name === '.env';
    return isText(dir, entry.name) && !generated ? [relative(ROOT, path)] : [];
  });
}

/** `file:line: text` for each line of `text` that cites a document outside the repository. */
function outsideCitations(file, text) {
  return text
    .split('\n')
    .flatMap((line, i) =>
      OUTSIDE_DOCUMENT.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe('a repository that stands alone', () => {
  it('finds a citation of a document that is not in the repository', () => {
    const comment = '/** Shown with one decimal (S' + 'PEC §9). */';
    expect(outsideCitations('a.ts', `${comment}\nconst x = 1;\n`)).toEqual([`a.ts:1: ${comment}`]);
    expect(outsideCitations('b.md', 'voir ' + 'STYLE' + '.md')).toHaveLength(1);
    expect(outsideCitations('c.ts', 'PASSWORD_SPECIAL_CHARACTERS; a .spec.ts file')).toEqual([]);
  });

  it('has no comment, test name or document that cites the specification or the team notes', () => {
    const citations = textFiles().flatMap((file) =>
      outsideCitations(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(
      citations,
      'Ces lignes renvoient à un document absent du dépôt : écrire la règle elle-même, ' +
        'ou renvoyer à un fichier du dépôt (docs/decisions.md, un module du domaine).',
    ).toEqual([]);
  });
});
