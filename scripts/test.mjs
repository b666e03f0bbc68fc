// `npm test`: lint, typecheck, unit and API tests (Vitest), the build and the end-to-end journeys
// in Chromium. The journeys spend most of their time waiting on the browser and the server (about
// a third of the 2 cores of the reference machine), so they run beside the other stages instead of
// after them: the build first, then the journeys at normal priority while lint, typecheck and then
// Vitest fill the idle cores at a lower one. The time of each stage is printed at the end.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { ROOT, ensureTestTools, ensureDependencies } from './lib.mjs';
import { durationsLine } from './stage-times.mjs';
import { runStages } from './stage-runner.mjs';

/** Nice value of the CPU-bound stages: the journeys' browser and server get the cores first. */
const BACKGROUND_NICE = 10;

const stages = [
  {
    label: 'Build',
    title: 'Construction de l’application web et de l’API',
    command: 'npm',
    args: ['run', 'build'],
  },
  {
    label: 'Lint',
    title: 'Lint (ESLint, dependency-cruiser, Prettier)',
    command: 'npm',
    args: ['run', 'lint'],
    background: true,
  },
  {
    label: 'Typecheck',
    title: 'Typecheck (tsc)',
    command: 'npm',
    args: ['run', 'typecheck'],
    background: true,
  },
  {
    label: 'Vitest',
    title: 'Tests unitaires et API (Vitest)',
    command: 'npx',
    args: ['vitest', 'run'],
    background: true,
    after: ['Lint', 'Typecheck'],
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

/** Runs one stage; its output is kept and printed as one block once it ends. */
function runStage(stage) {
  return new Promise((resolve) => {
    console.log(`→ ${stage.title} : lancé`);
    const child = spawn(stage.command, stage.args, {
      cwd: ROOT,
      env: { ...process.env, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Before the child starts its own processes, which inherit the value.
    if (stage.background) {
      try {
        setPriority(child.pid, BACKGROUND_NICE);
      } catch {
        // not allowed here: the stage runs at normal priority
      }
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      console.log(`\n=== ${stage.title} ===\n${output.trimEnd()}`);
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
