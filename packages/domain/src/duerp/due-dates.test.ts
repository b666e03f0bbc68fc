import { describe, expect, it } from 'vitest';
import { addOneYear, computeUpdateDue, listOverdueActions } from './due-dates.js';
import {
  evenementsAnsweredBy,
  pendingEvenements,
  type Evenement,
} from '../living-document/events.js';
import { duerpUpdateState, duerpUpdateStateLabel } from './update-state.js';

describe('computeUpdateDue', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('gives the annual due date one year after the last version from 11 employees', () => {
    expect(computeUpdateDue(11, '2025-09-15T08:00:00Z', now)).toEqual({
      kind: 'annual',
      dueDate: '2026-09-15',
      isOverdue: false,
      isDueToday: false,
    });
  });
  it('only recommends an update below 11 employees, whatever the age of the version', () => {
    expect(computeUpdateDue(10, '2020-01-01T08:00:00Z', now)).toEqual({ kind: 'recommended' });
    expect(computeUpdateDue(0, '2020-01-01T08:00:00Z', now)).toEqual({ kind: 'recommended' });
  });
  it('is overdue the day after the due date in Paris, not on it', () => {
    const version = '2025-05-31T12:00:00Z';
    expect(computeUpdateDue(30, version, new Date('2026-05-31T21:59:00Z'))).toMatchObject({
      isOverdue: false,
      isDueToday: true,
    });
    // 22:00 UTC on 31 May is already 1 June in Paris (UTC+2 in summer).
    expect(computeUpdateDue(30, version, new Date('2026-05-31T22:00:00Z'))).toMatchObject({
      isOverdue: true,
      isDueToday: false,
    });
  });
  it('counts the day of the version in Paris time', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(computeUpdateDue(12, '2025-12-31T23:30:00Z', now)).toMatchObject({
      dueDate: '2027-01-01',
    });
  });
  it('brings a version of 29 February forward to 28 February, and keeps leap days otherwise', () => {
    expect(addOneYear('2024-02-29')).toBe('2025-02-28');
    expect(addOneYear('2027-02-28')).toBe('2028-02-28');
    expect(addOneYear('2023-03-01')).toBe('2024-03-01');
    expect(computeUpdateDue(50, '2024-02-29T10:00:00Z', new Date('2025-03-01T10:00:00Z'))).toEqual({
      kind: 'annual',
      dueDate: '2025-02-28',
      isOverdue: true,
      isDueToday: false,
    });
  });
  it('has no due date without a version or a headcount', () => {
    expect(computeUpdateDue(20, null, now)).toBeNull();
    expect(computeUpdateDue(null, '2025-01-01T00:00:00Z', now)).toBeNull();
  });
});

describe('listOverdueActions', () => {
  const action = (idAction: string, date: string, statut: string) => ({
    idAction,
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: `Mesure ${idAction}`,
    responsable: 'Claire',
    budget: '',
    date,
    statut,
  });
  const data = {
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        risques: [],
        categorieDeRisques: [],
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [
          action('late', '2026-03-01', 'En cours'),
          action('older', '2026-01-10', 'À planifier'),
          action('done', '2026-01-01', 'Terminé'),
          action('cancelled', '2026-01-01', 'Annulé'),
          action('today', '2026-06-01', 'En cours'),
          action('undated', '', 'En cours'),
        ],
      },
    ],
  };
  it('lists actions past their date and not done, oldest first, with their unit', () => {
    const list = listOverdueActions(data, new Date('2026-06-01T10:00:00Z'));
    expect(list.map((a) => a.idAction)).toEqual(['older', 'late']);
    expect(list[0]).toMatchObject({ uniteName: 'Atelier', date: '2026-01-10' });
  });
});

describe('events', () => {
  const event = (id: string, versionDeMiseAJour: number): Evenement => ({
    idEvenement: id,
    type: 'autre',
    date: '2026-01-01',
    description: id,
    signaleLe: '2026-01-02T00:00:00Z',
    versionDeMiseAJour,
  });
  const events = [event('a', 2), event('b', 3), event('c', 3)];
  it('keeps pending the events no version has answered yet', () => {
    expect(pendingEvenements(events, 2).map((e) => e.idEvenement)).toEqual(['b', 'c']);
    expect(pendingEvenements(events, 3)).toEqual([]);
    expect(pendingEvenements(undefined, 0)).toEqual([]);
  });
  it('gives a version the events it answers', () => {
    expect(evenementsAnsweredBy(events, 3).map((e) => e.idEvenement)).toEqual(['b', 'c']);
  });
});

describe('duerpUpdateState', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  it('tells a DUERP without version, up to date, due within 30 days or late', () => {
    expect(duerpUpdateState(12, null, now)).toEqual({ state: 'sans_version' });
    expect(duerpUpdateState(5, '2024-01-10T10:00:00Z', now)).toEqual({ state: 'a_jour' });
    expect(duerpUpdateState(12, '2025-06-10T10:00:00Z', now)).toEqual({ state: 'a_jour' });
    const due = duerpUpdateState(12, '2025-03-20T10:00:00Z', now);
    expect(due).toEqual({ state: 'due', dueDate: '2026-03-20' });
    expect(duerpUpdateStateLabel(due)).toBe('mise à jour due le 20 mars 2026');
    const late = duerpUpdateState(12, '2025-02-10T10:00:00Z', now);
    expect(duerpUpdateStateLabel(late)).toBe('en retard (mise à jour due le 10 février 2026)');
    expect(duerpUpdateStateLabel({ state: 'a_jour' })).toBe('à jour');
  });
});
