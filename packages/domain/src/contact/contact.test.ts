import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  ContactBodySchema,
  contactRequestPrefill,
  PublicContactBodySchema,
} from './index.js';

const valid = { emailAddress: ' jean@exemple.fr ', name: 'Jean', userMessage: 'Bonjour' };
const firstError = (body: unknown) => ContactBodySchema.safeParse(body).error?.issues[0]?.message;

describe('contact form rules', () => {
  it('accepts a message without phone number, trimmed', () => {
    expect(ContactBodySchema.parse(valid)).toEqual({ ...valid, emailAddress: 'jean@exemple.fr' });
    expect(ContactBodySchema.parse({ ...valid, phoneNumber: '' }).phoneNumber).toBe('');
    expect(ContactBodySchema.parse({ ...valid, phoneNumber: null }).phoneNumber).toBeNull();
  });
  it('requires the e-mail address, in a valid form', () => {
    expect(firstError({ ...valid, emailAddress: '' })).toBe(CONTACT_MESSAGES.emailRequired);
    expect(firstError({ name: 'Jean', userMessage: 'x' })).toBe(CONTACT_MESSAGES.emailRequired);
    expect(firstError({ ...valid, emailAddress: 'jean@exemple' })).toBe(
      CONTACT_MESSAGES.emailInvalid,
    );
  });
  it('requires the name and the message', () => {
    expect(firstError({ ...valid, name: '  ' })).toBe('Ce champ est requis');
    expect(firstError({ ...valid, userMessage: '' })).toBe('Le message est requis');
  });
  it('bounds the lengths', () => {
    expect(firstError({ ...valid, name: 'a'.repeat(201) })).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(firstError({ ...valid, phoneNumber: '0'.repeat(41) })).toBe(
      CONTACT_MESSAGES.phoneTooLong,
    );
    expect(firstError({ ...valid, userMessage: 'a'.repeat(5001) })).toBe(
      CONTACT_MESSAGES.messageTooLong,
    );
    expect(ContactBodySchema.safeParse({ ...valid, userMessage: 'a'.repeat(5000) }).success).toBe(
      true,
    );
  });
  it('accepts usual phone formats and refuses letters', () => {
    for (const phoneNumber of ['+33 6 12 34 56 78', '01.23.45.67.89', '(0)1 23-45']) {
      expect(ContactBodySchema.safeParse({ ...valid, phoneNumber }).success).toBe(true);
    }
    expect(firstError({ ...valid, phoneNumber: 'appelez-moi' })).toBe(
      CONTACT_MESSAGES.phoneInvalid,
    );
  });
  it('refuses unknown fields, and the public form needs the captcha token', () => {
    expect(ContactBodySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(PublicContactBodySchema.safeParse(valid).success).toBe(false);
    expect(PublicContactBodySchema.safeParse({ ...valid, captchaToken: 'x' }).success).toBe(true);
  });
  it('prefills the message from a known request type only', () => {
    expect(contactRequestPrefill('changement-email')).toBe(
      'Demande : modification de mon adresse email\n\n',
    );
    expect(contactRequestPrefill('inconnue')).toBe('');
    expect(contactRequestPrefill(null)).toBe('');
  });
});
