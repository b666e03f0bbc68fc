import { describe, expect, it } from 'vitest';
import { consultationDatesError } from './consultation.js';
import { LIVING_DOCUMENT_MESSAGES as M } from './messages.js';

describe('consultationDatesError', () => {
  // Created at 00:30 in Paris on 12 March 2026, still 11 March in UTC.
  const createdAt = '2026-03-11T23:30:00Z';
  const none = { dateConsultationCse: null, dateEnvoiSpst: null };

  it('accepts dates from the day the version was created in France', () => {
    expect(consultationDatesError(none, createdAt)).toBe(null);
    expect(
      consultationDatesError(
        { dateConsultationCse: '2026-03-12', dateEnvoiSpst: '2026-04-01' },
        createdAt,
      ),
    ).toBe(null);
  });

  it('refuses a consultation or a sending before that day', () => {
    expect(consultationDatesError({ ...none, dateConsultationCse: '2026-03-11' }, createdAt)).toBe(
      M.consultationBeforeVersion('12 mars 2026'),
    );
    expect(consultationDatesError({ ...none, dateEnvoiSpst: '2025-12-01' }, createdAt)).toBe(
      M.envoiSpstBeforeVersion('12 mars 2026'),
    );
  });
});
