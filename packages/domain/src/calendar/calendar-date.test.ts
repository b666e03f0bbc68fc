import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateShareLinkBodySchema, SHARE_LINK_MESSAGES } from '../access/share-links.js';
import { EDITOR_MESSAGES } from '../duerp/editor-messages.js';
import { UpsertActionBodySchema } from '../duerp/editor-schemas.js';
import { ConsultationBodySchema } from '../living-document/consultation.js';
import { SignalerEvenementBodySchema } from '../living-document/events.js';
import { LIVING_DOCUMENT_MESSAGES as M } from '../living-document/messages.js';
import { calendarDate, todayInParis } from './calendar-date.js';

const IMPOSSIBLE = ['2027-13-45', '9999-99-99', '2027-00-10', '2027-12-32', '2027-02-30'];

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

const messages = { required: 'requise', format: 'format', invalid: 'invalide', future: 'future' };

// 23:30 UTC on 31 December 2026 is already 1 January 2027 in France.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('calendarDate', () => {
  it('refuses impossible days with one message instead of rolling them over', () => {
    for (const day of IMPOSSIBLE) {
      expect(firstMessage(calendarDate(messages).safeParse(day)), day).toEqual(['invalide']);
    }
  });

  it('tells a missing day and another format apart', () => {
    expect(firstMessage(calendarDate(messages).safeParse(''))).toEqual(['requise']);
    expect(firstMessage(calendarDate(messages).safeParse(undefined))).toEqual(['requise']);
    expect(firstMessage(calendarDate(messages).safeParse('15/03/2027'))).toEqual(['format']);
  });

  it('refuses, when asked, a day after today in France, and accepts today', () => {
    expect(todayInParis()).toBe('2027-01-01');
    expect(calendarDate(messages).parse('2027-01-01')).toBe('2027-01-01');
    expect(firstMessage(calendarDate(messages).safeParse('2027-01-02'))).toEqual(['future']);
    expect(calendarDate({ invalid: 'invalide' }).parse('2099-12-31')).toBe('2099-12-31');
  });
});

describe('every date of every body', () => {
  it("refuses an impossible share-link expiry with the link's message", () => {
    for (const expiresOn of IMPOSSIBLE) {
      const result = CreateShareLinkBodySchema.safeParse({ label: 'CSE', expiresOn });
      expect(firstMessage(result), expiresOn).toEqual([SHARE_LINK_MESSAGES.expiryInvalid]);
    }
    expect(CreateShareLinkBodySchema.parse({ label: 'CSE', expiresOn: null }).expiresOn).toBe(null);
  });

  it("keeps an action's required, format and invalid messages; a due date may be far ahead", () => {
    const action = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Tapis',
      responsable: 'Claire',
      statut: 'En cours',
    };
    const messageFor = (date: unknown) =>
      firstMessage(UpsertActionBodySchema.safeParse({ ...action, date }));
    expect(messageFor('')).toEqual([EDITOR_MESSAGES.dateRequired]);
    expect(messageFor(undefined)).toEqual([EDITOR_MESSAGES.dateRequired]);
    expect(messageFor('15/03/2027')).toEqual([EDITOR_MESSAGES.dateFormat]);
    expect(messageFor('2027-02-30')).toEqual([EDITOR_MESSAGES.dateInvalid]);
    expect(UpsertActionBodySchema.parse({ ...action, date: '2099-12-31' }).date).toBe('2099-12-31');
  });

  it('refuses an event dated after today, or on an impossible day', () => {
    const event = { type: 'autre', description: 'Chute' };
    const messageFor = (date: string) =>
      firstMessage(SignalerEvenementBodySchema.safeParse({ ...event, date }));
    expect(messageFor('2099-12-31')).toEqual([M.evenementDateFuture]);
    expect(messageFor('2027-01-02')).toEqual([M.evenementDateFuture]);
    expect(messageFor('2027-02-30')).toEqual([M.evenementDateInvalid]);
    expect(SignalerEvenementBodySchema.parse({ ...event, date: '2027-01-01' }).date).toBe(
      '2027-01-01',
    );
  });

  it('refuses a consultation or a sending to the SPST dated after today; empty is none', () => {
    const record = { avisCse: null, commentaires: '' };
    expect(
      firstMessage(
        ConsultationBodySchema.safeParse({
          ...record,
          dateConsultationCse: '2099-01-10',
          dateEnvoiSpst: null,
        }),
      ),
    ).toEqual([M.consultationDateFuture]);
    expect(
      firstMessage(
        ConsultationBodySchema.safeParse({
          ...record,
          dateConsultationCse: null,
          dateEnvoiSpst: '2027-12-32',
        }),
      ),
    ).toEqual([M.consultationDateInvalid]);
    expect(
      ConsultationBodySchema.parse({
        ...record,
        dateConsultationCse: '',
        dateEnvoiSpst: null,
      }),
    ).toMatchObject({ dateConsultationCse: null, dateEnvoiSpst: null });
  });
});
