import { describe, expect, it } from 'vitest';
import { shareLinkStatus, CreateShareLinkBodySchema } from './share-links.js';
import {
  VerificationCodeParamsSchema,
  authenticMessage,
  formatVerificationCode,
  normalizeVerificationCode,
  verificationCodeFromBytes,
} from './verifier.js';
import { AccessNoticeBodySchema } from './access-notice.js';

describe('share links', () => {
  it('is active through its last day, expired after it, revoked whatever its date', () => {
    expect(shareLinkStatus({ revokedAt: null, expiresOn: null }, '2026-11-25')).toBe('ACTIVE');
    expect(shareLinkStatus({ revokedAt: null, expiresOn: '2026-11-25' }, '2026-11-25')).toBe(
      'ACTIVE',
    );
    expect(shareLinkStatus({ revokedAt: null, expiresOn: '2026-11-24' }, '2026-11-25')).toBe(
      'EXPIRED',
    );
    expect(
      shareLinkStatus({ revokedAt: '2026-11-20T10:00:00Z', expiresOn: '2027-01-01' }, '2026-11-25'),
    ).toBe('REVOKED');
  });

  it('requires a label and accepts no expiry', () => {
    expect(CreateShareLinkBodySchema.safeParse({ label: ' ' }).success).toBe(false);
    expect(CreateShareLinkBodySchema.parse({ label: 'CSE' })).toEqual({
      label: 'CSE',
      allowEarlierVersions: false,
    });
    expect(
      CreateShareLinkBodySchema.safeParse({ label: 'CSE', expiresOn: '25/11/2026' }).success,
    ).toBe(false);
  });
});

describe('verification codes', () => {
  it('are 10 characters of Crockford base 32, printed in two groups', () => {
    const code = verificationCodeFromBytes(Uint8Array.from({ length: 10 }, (_, i) => i * 29));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(formatVerificationCode('K3M9P2XQ7T')).toBe('K3M9P-2XQ7T');
  });

  it('read a typed code whatever its case, separators and O/I/L confusions', () => {
    expect(normalizeVerificationCode(' k3m9p-2xq7t ')).toBe('K3M9P2XQ7T');
    expect(normalizeVerificationCode('OIL00-11111')).toBe('0110011111');
    expect(VerificationCodeParamsSchema.parse({ code: 'k3m9p-2xq7t' }).code).toBe('K3M9P2XQ7T');
    expect(VerificationCodeParamsSchema.safeParse({ code: 'K3M9P-2XQ7U' }).success).toBe(false);
  });

  it('answer with the company, the version number and its date', () => {
    expect(authenticMessage('Boulangerie Martin', 3, '2026-03-02T15:30:00Z')).toBe(
      'Document authentique : Boulangerie Martin, version 3, établie le 2 mars 2026',
    );
  });
});

describe('access notice', () => {
  it('requires the place, the person and the hours', () => {
    const result = AccessNoticeBodySchema.safeParse({ lieu: '', personne: 'A', horaires: 'B' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le lieu de consultation est requis');
  });
});
