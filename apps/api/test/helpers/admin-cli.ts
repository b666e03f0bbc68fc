import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { API_ROOT } from '../../src/lib/paths.js';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real admin CLI (built from src/cli/admin.ts for the run) in its own process. */
export function runAdmin(env: Record<string, string>, ...args: string[]): Promise<AdminRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(inject('apiBuildDir'), 'admin.js'), ...args],
      { cwd: API_ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout: stdout.trim(),
          stderr: stderr.trim(),
        }),
    );
  });
}

/** The CLI's output; fails the test with its message when it exits non-zero. */
export async function admin(env: Record<string, string>, ...args: string[]): Promise<string> {
  const run = await runAdmin(env, ...args);
  if (run.code !== 0) throw new Error(`admin ${args.join(' ')} : code ${run.code}\n${run.stderr}`);
  return run.stdout;
}
