import { describe, expect, it } from 'vitest';
import { groupHistory } from './group.js';

describe('groupHistory', () => {
  const entry = (id: string) => ({
    id,
    at: '',
    sentence: id,
    idUniteDeTravail: null,
    restorable: false,
    restored: false,
  });
  const write = (at: string, actorAccountId: string, id: string) => ({
    at: new Date(at),
    actorAccountId,
    actor: actorAccountId,
    entries: [entry(id)],
  });

  it('groups consecutive writes of one person within one clock minute', () => {
    const groups = groupHistory([
      write('2026-03-01T10:01:40Z', 'marie', '4-0'),
      write('2026-03-01T10:01:05Z', 'marie', '3-0'),
      write('2026-03-01T10:00:59Z', 'marie', '2-0'),
      write('2026-03-01T10:00:30Z', 'paul', '1-0'),
    ]);
    expect(groups.map((g) => [g.actor, g.at, g.entries.map((e) => e.id)])).toEqual([
      ['marie', '2026-03-01T10:01:00.000Z', ['4-0', '3-0']],
      ['marie', '2026-03-01T10:00:00.000Z', ['2-0']],
      ['paul', '2026-03-01T10:00:00.000Z', ['1-0']],
    ]);
  });
});
