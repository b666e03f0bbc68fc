import { describe, expect, it } from 'vitest';
import { durationsLine, formatDuration } from './stage-times.mjs';

describe('npm test stage times', () => {
  it('writes seconds under a minute, then minutes and two-digit seconds', () => {
    expect(formatDuration(41_400)).toBe('41 s');
    expect(formatDuration(59_600)).toBe('1 min 00 s');
    expect(formatDuration(696_000)).toBe('11 min 36 s');
  });

  it('lists each stage with its time and the total', () => {
    const line = durationsLine(
      [
        { label: 'Lint', ms: 41_000 },
        { label: 'Vitest', ms: 312_000 },
      ],
      696_000,
    );
    expect(line).toBe('Durées : Lint 41 s, Vitest 5 min 12 s, total 11 min 36 s');
  });

  it('says which stage failed and which never ran', () => {
    const line = durationsLine([{ label: 'Vitest', ms: 5_000, failed: true }], 6_000, ['E2E']);
    expect(line).toBe('Durées : Vitest 5 s (échec), total 6 s ; non lancés : E2E');
  });
});
