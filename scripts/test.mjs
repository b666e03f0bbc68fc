// `npm test`: lint and typecheck side by side, then the unit and API tests (Vitest), the build
// and the end-to-end journeys in Chromium; the time of each stage is printed at the end. One stage
// after the other: run beside the CPU-bound stages, even at a lower priority, the journeys took
// twice as long on the 2 cores of the reference machine (docs/decisions.md).
import { spawn } from 'node:child_process';
import { ROOT, ensureTestTools, ensureDependencies } from './lib.mjs';
import { durationsLine } from './stage-times.mjs';
import { runStages } from './stage-runner.mjs';

const stages = [
  {
    label: 'Lint',
    title: 'Lint (ESLint, dependency-cruiser, Prettier)',
    command: 'npm',
    args: ['run', 'lint'],
    // Side by side: each one's output is printed as one block once it ends.
    quiet: true,
  },
  {
    label: 'Typecheck',
    title: 'Typecheck (tsc)',
    command: 'npm',
    args: ['run', 'typecheck'],
    // Side by side: each one's output is printed as one block once it ends.
    quiet: true,
  },
  {
    label: 'Vitest',
    title: 'Tests unitaires et API (Vitest)',
    command: 'npx',
    args: ['vitest', 'run'],
    after: ['Lint', 'Typecheck'],
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
    after: ['Build'],
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
