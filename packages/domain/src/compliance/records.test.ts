import { describe, expect, it } from 'vitest';
import { SpstSettingsBodySchema } from './records.js';
import { RECORDS_MESSAGES as M } from './records-messages.js';

const email = (value: string) => SpstSettingsBodySchema.safeParse({ email: value });

describe("the SPST's settings", () => {
  it('keep a valid address, trimmed, and an empty one', () => {
    expect(email('  spst@exemple.fr ').data?.email).toBe('spst@exemple.fr');
    expect(email('').data?.email).toBe('');
  });

  it('refuse an address holding a control character or a bidirectional override', () => {
    for (const value of [
      'spst@exemple.fr\r\nBcc: x@y.fr',
      'sp\u0007st@exemple.fr',
      'sp\u202Est@exemple.fr',
    ]) {
      const parsed = email(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(M.spstEmailInvalid);
    }
  });

  it('clean the name and address as every free text (controls dropped)', () => {
    const parsed = SpstSettingsBodySchema.parse({
      nom: ' SPST\u0000 Nord ',
      adresse: '1 rue\u0085',
    });
    expect(parsed).toEqual({ nom: 'SPST Nord', adresse: '1 rue', email: '' });
  });
});
