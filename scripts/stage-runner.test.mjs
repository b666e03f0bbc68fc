import { describe, expect, it } from 'vitest';
import { runStages } from './stage-runner.mjs';

/** A stage that records when it starts and ends, and fails if told so. */
function recorder() {
  const events = [];
  const run = async (stage) => {
    events.push(`début ${stage.label}`);
    await new Promise((resolve) => setTimeout(resolve, stage.ms ?? 5));
    events.push(`fin ${stage.label}`);
    return stage.fails ? 'code 1' : null;
  };
  return { events, run };
}

describe('npm test stage runner', () => {
  it('starts stages side by side, each one once the stages it comes after have passed', async () => {
    const { events, run } = recorder();
    const { done, failures, notRun } = await runStages(
      [
        { label: 'Build', ms: 5 },
        { label: 'Lint', ms: 30 },
        { label: 'Vitest', ms: 5, after: ['Lint'] },
        { label: 'E2E', ms: 10, after: ['Build'] },
      ],
      run,
    );
    expect(events.slice(0, 2)).toEqual(['début Build', 'début Lint']);
    expect(events.indexOf('début E2E')).toBeLessThan(events.indexOf('fin Lint'));
    expect(events.indexOf('début Vitest')).toBeGreaterThan(events.indexOf('fin Lint'));
    expect(done.map((stage) => stage.label).sort()).toEqual(['Build', 'E2E', 'Lint', 'Vitest']);
    expect(failures).toEqual([]);
    expect(notRun).toEqual([]);
  });

  it('never starts a stage after a failed one, and lets the others finish', async () => {
    const { events, run } = recorder();
    const { done, failures, notRun } = await runStages(
      [
        { label: 'Lint', fails: true },
        { label: 'Build', ms: 20 },
        { label: 'Vitest', after: ['Lint'] },
        { label: 'Rapport', after: ['Vitest'] },
        { label: 'E2E', after: ['Build'] },
      ],
      run,
    );
    expect(events).toContain('fin E2E');
    expect(events.some((event) => event.includes('Vitest'))).toBe(false);
    expect(done.find((stage) => stage.label === 'Lint')).toMatchObject({ failed: true });
    expect(failures).toEqual(['Lint : code 1']);
    expect(notRun).toEqual(['Vitest', 'Rapport']);
  });
});
