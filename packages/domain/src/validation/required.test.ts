import { describe, expect, it } from 'vitest';
import { AccountCreateBodySchema, RefreshBodySchema, TokenNewBodySchema } from '../auth/schemas.js';
import { PublicContactBodySchema } from '../contact/schemas.js';
import { UpsertBillingProfileBodySchema } from '../payment/schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a value that is there but too long', () => {
  it('is called too long, not missing, on the sign-in and sign-up forms', () => {
    const signIn = TokenNewBodySchema.safeParse({
      emailAddress: 'a@b.fr',
      password: 'x'.repeat(201),
    });
    expect(firstMessage(signIn)).toBe('Ce champ ne peut pas dépasser 200 caractères');
    const signUp = AccountCreateBodySchema.safeParse({
      emailAddress: 'a@b.fr',
      newPassword: 'Motdepasse1!',
      captchaToken: 'x'.repeat(10_001),
    });
    expect(firstMessage(signUp)).toBe('Ce champ ne peut pas dépasser 10000 caractères');
    const refresh = RefreshBodySchema.safeParse({ refreshToken: 'x'.repeat(501) });
    expect(firstMessage(refresh)).toBe('Ce champ ne peut pas dépasser 500 caractères');
  });

  it('keeps the required message for what is missing or blank', () => {
    expect(
      firstMessage(TokenNewBodySchema.safeParse({ emailAddress: 'a@b.fr', password: '' })),
    ).toBe('Le mot de passe est requis');
    expect(firstMessage(RefreshBodySchema.safeParse({}))).toBe(
      'Le jeton de rafraîchissement est requis',
    );
  });

  it('is called too long in the billing profile and the public contact form', () => {
    const profile = UpsertBillingProfileBodySchema.safeParse({
      name: 'x'.repeat(201),
      line1: '1 rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    });
    expect(firstMessage(profile)).toBe('Ce champ ne peut pas dépasser 200 caractères');
    const contact = PublicContactBodySchema.safeParse({ captchaToken: 'x'.repeat(10_001) });
    expect(contact.error?.issues.map((i) => i.message)).toContain(
      'Ce champ ne peut pas dépasser 10000 caractères',
    );
  });
});
