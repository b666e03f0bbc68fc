import { describe, expect, it } from 'vitest';
import { checkCompliance } from './check.js';
import { compliant, NOW, withEmployees } from './check-fixtures.js';
import { buildRadar, byFindings, canRemind } from './radar.js';

const member = (
  espaceId: string,
  over: Partial<Parameters<typeof buildRadar>[0][number]> = {},
) => ({
  espaceId,
  name: `Espace ${espaceId}`,
  role: 'editeur' as const,
  isPersonal: false,
  lastReminderAt: null,
  ...over,
});

describe('buildRadar', () => {
  it('runs the check once per document, sums the counts per espace and sorts the most serious first', () => {
    const clean = { ...compliant(), duerpId: 'clean', espaceId: 'a', displayName: 'Propre' };
    const gaps = {
      ...compliant({}, []),
      duerpId: 'gaps',
      espaceId: 'b',
      displayName: 'Sans version',
    };
    const radar = buildRadar([member('a'), member('b')], [clean, gaps]);
    expect(radar.rows.map((r) => r.duerpId)).toEqual(['gaps', 'clean']);
    expect(radar.rows[0]!.counts).toEqual(checkCompliance(gaps).counts);
    expect(radar.rows[0]!.firstFinding).toBe(checkCompliance(gaps).findings[0]!.code);
    expect(radar.espaces.find((e) => e.id === 'b')!.counts).toEqual(radar.rows[0]!.counts);
    expect([...radar.rows].sort(byFindings)).toEqual(radar.rows);
  });

  it('counts the days to the annual update from the last version, negative once late, none under 11 employees', () => {
    const late = {
      ...compliant({}, [{ id: 'v', versionNumber: 1, creationTime: '2025-05-01T09:00:00Z' }]),
      duerpId: 'late',
      espaceId: 'a',
      displayName: 'En retard',
    };
    const small = { ...withEmployees(5), duerpId: 'small', espaceId: 'a', displayName: 'TPE' };
    const rows = buildRadar([member('a')], [late, small]).rows;
    const byId = new Map(rows.map((r) => [r.duerpId, r]));
    expect(NOW.toISOString().slice(0, 10)).toBe('2026-06-01');
    expect(byId.get('late')!.daysToAnnualUpdate).toBe(-31);
    expect(byId.get('late')!.update.state).toBe('en_retard');
    expect(byId.get('small')!.daysToAnnualUpdate).toBeNull();
  });

  it('offers « Relancer » to an Éditeur or a Propriétaire, never to a Lecteur nor in their own espace', () => {
    expect(canRemind('lecteur')).toBe(false);
    expect(canRemind('editeur')).toBe(true);
    const radar = buildRadar(
      [
        member('a', { role: 'lecteur' }),
        member('b', { role: 'proprietaire', isPersonal: true }),
        member('c', { role: 'proprietaire', lastReminderAt: NOW }),
      ],
      [],
    );
    expect(radar.espaces.map((e) => [e.id, e.canRemind, e.lastReminderAt])).toEqual([
      ['a', false, null],
      ['b', false, null],
      ['c', true, NOW.toISOString()],
    ]);
    expect(radar.rows).toEqual([]);
  });
});
