import { describe, expect, it } from 'vitest';
import { AddCommentBodySchema, mentionedEmails } from './comments.js';

describe('mentionedEmails', () => {
  it('finds each @address once, lower-cased, at the start, after a space or a bracket', () => {
    expect(
      mentionedEmails(
        '@Marie@Exemple.fr voir (@paul@exemple.fr), et @marie@exemple.fr. Pas contact@exemple.fr',
      ),
    ).toEqual(['marie@exemple.fr', 'paul@exemple.fr']);
  });

  it('ignores a lone @ and an address without a domain', () => {
    expect(mentionedEmails('@ @marie @marie@exemple')).toEqual([]);
  });
});

describe('AddCommentBodySchema', () => {
  it('counts the limit on the cleaned text and refuses a comment of controls only', () => {
    const body = (texte: string) => ({ cible: 'risque', idCible: 'r1', texte });
    expect(AddCommentBodySchema.safeParse(body(`${'a'.repeat(2000)}\u0001`)).success).toBe(true);
    expect(AddCommentBodySchema.safeParse(body('a'.repeat(2001))).success).toBe(false);
    expect(AddCommentBodySchema.safeParse(body('\u0001\u0002')).success).toBe(false);
  });
});
