// `npm test`: lint, typecheck, unit and API tests (Vitest), then the end-to-end tests in Chromium.
import { ROOT, ensureTestTools, ensureDependencies, run } from './lib.mjs';

const steps = [
  ['Lint (ESLint)', () => run('npm', ['run', 'lint'])],
  ['Typecheck (tsc)', () => run('npm', ['run', 'typecheck'])],
  ['Tests unitaires et API (Vitest)', () => run('npx', ['vitest', 'run'], { cwd: ROOT })],
  ['Tests de bout en bout (Playwright + Chromium)', () => run('node', ['scripts/e2e.mjs'])],
];

ensureDependencies();
ensureTestTools();
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  step();
}
console.log('\nTous les tests sont passés.');
