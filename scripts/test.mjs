// `npm test`: the static checks two at a time, then the unit and API tests (Vitest, from the end of
// ESLint on), the build and the end-to-end journeys in Chromium; the time of each stage is printed
// at the end. The journeys never run beside the CPU-bound stages: even at a lower priority, they
// took twice as long there on the 2 cores of the reference machine (docs/decisions.md).
import { spawn } from 'node:child_process';
import { ROOT, ensureTestTools, ensureDependencies } from './lib.mjs';
import { durationsLine } from './stage-times.mjs';
import { runStages } from './stage-runner.mjs';

// The checks share the two cores: ESLint (type-aware, the longest) on one, and on the other the
// typecheck (TypeScript 7), then Prettier, then dependency-cruiser. Each one's output is printed as
// one block once it ends (`quiet`).
const stages = [
  {
    label: 'ESLint',
    title: 'Lint (ESLint)',
    command: 'npm',
    args: ['run', 'lint:eslint'],
    quiet: true,
  },
  {
    label: 'Typecheck',
    title: 'Typecheck (TypeScript 7)',
    command: 'npm',
    args: ['run', 'typecheck'],
    quiet: true,
  },
  {
    label: 'Prettier',
    title: 'Format (Prettier)',
    command: 'npm',
    args: ['run', 'lint:format'],
    quiet: true,
    after: ['Typecheck'],
  },
  {
    label: 'Dépendances',
    title: 'Règles de dépendances (dependency-cruiser)',
    command: 'npm',
    args: ['run', 'lint:deps'],
    quiet: true,
    after: ['Prettier'],
  },
  {
    label: 'Vitest',
    title: 'Tests unitaires et API (Vitest)',
    command: 'npx',
    args: ['vitest', 'run'],
    // Beside the end of ESLint, the longest check, rather than after it: that core was idle.
    after: ['Dépendances'],
  },
  {
    label: 'Build',
    title: 'Construction de l’application web et de l’API',
    command: 'npm',
    args: ['run', 'build'],
    after: ['Vitest'],
  },
  {
    label: 'E2E',
    title: 'Tests de bout en bout (Playwright + Chromium)',
    command: 'node',
    args: ['scripts/e2e.mjs'],
    env: { E2E_ALREADY_BUILT: '1' },
    after: ['Build', 'ESLint'],
  },
];

/** Runs one stage: a quiet stage's output is kept and printed as one block once it ends. */
function runStage(stage) {
  return new Promise((resolve) => {
    if (!stage.quiet) console.log(`\n=== ${stage.title} ===`);
    const child = spawn(stage.command, stage.args, {
      cwd: ROOT,
      env: { ...process.env, ...stage.env },
      stdio: stage.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (stage.quiet) console.log(`\n=== ${stage.title} ===\n${output.trimEnd()}`);
      resolve(
        code === 0 ? null : `${stage.command} ${stage.args.join(' ')} (code ${code ?? signal})`,
      );
    });
  });
}

ensureDependencies();
ensureTestTools();
const start = performance.now();
const { done, failures, notRun } = await runStages(stages, runStage);
const order = stages.map((stage) => stage.label);
const line = durationsLine(
  done.toSorted((a, b) => order.indexOf(a.label) - order.indexOf(b.label)),
  performance.now() - start,
  notRun,
);
if (failures.length > 0) {
  console.error(`\nÉchec : ${failures.join(' ; ')}`);
  console.log(line);
  process.exit(1);
}
console.log('\nTous les tests sont passés.');
console.log(line);
