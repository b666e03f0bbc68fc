// `npm test`: lint and typecheck (side by side, each on one core), unit and API tests (Vitest),
// then the build and the end-to-end tests in Chromium; the time of each stage is printed at the end.
import { spawn } from 'node:child_process';
import { ROOT, ensureTestTools, ensureDependencies } from './lib.mjs';
import { durationsLine } from './stage-times.mjs';

/** Runs a command; with `quiet`, its output is kept and printed once it ends (side-by-side stages). */
function runStage(title, command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n=== ${title} ===`);
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (quiet) console.log(`\n=== ${title} ===\n${output.trimEnd()}`);
      resolve(code === 0 ? null : `${command} ${args.join(' ')} (code ${code ?? signal})`);
    });
  });
}

/** Each group's stages run side by side; the groups run one after the other. */
const groups = [
  [
    { label: 'Lint', title: 'Lint (ESLint, dependency-cruiser, Prettier)', args: ['run', 'lint'] },
    { label: 'Typecheck', title: 'Typecheck (tsc)', args: ['run', 'typecheck'] },
  ],
  [
    {
      label: 'Vitest',
      title: 'Tests unitaires et API (Vitest)',
      command: 'npx',
      args: ['vitest', 'run'],
    },
  ],
  [
    {
      label: 'Build',
      title: 'Construction de l’application web et de l’API',
      args: ['run', 'build'],
    },
  ],
  [
    {
      label: 'E2E',
      title: 'Tests de bout en bout (Playwright + Chromium)',
      command: 'node',
      args: ['scripts/e2e.mjs'],
      env: { ...process.env, E2E_ALREADY_BUILT: '1' },
    },
  ],
];

ensureDependencies();
ensureTestTools();
const start = performance.now();
const order = groups.flat().map((stage) => stage.label);
const done = [];
const failures = [];
const summary = (notRun = []) =>
  durationsLine(
    done.toSorted((a, b) => order.indexOf(a.label) - order.indexOf(b.label)),
    performance.now() - start,
    notRun,
  );
for (const group of groups) {
  await Promise.all(
    group.map(async (stage) => {
      const stageStart = performance.now();
      const failure = await runStage(stage.title, stage.command ?? 'npm', stage.args, {
        quiet: group.length > 1,
        env: stage.env,
      });
      done.push({ label: stage.label, ms: performance.now() - stageStart, failed: !!failure });
      if (failure) failures.push(`${stage.label} : ${failure}`);
    }),
  );
  if (failures.length > 0) {
    console.error(`\nÉchec : ${failures.join(' ; ')}`);
    console.log(summary(order.slice(order.indexOf(group.at(-1).label) + 1)));
    process.exit(1);
  }
}
console.log('\nTous les tests sont passés.');
console.log(summary());
