import { describe, expect, it } from 'vitest';
import { MesureChoisieSchema } from './mesures.js';

const mesure = {
  idMesure: 'mesure_escaliers_1',
  texte: 'Poser une main courante des deux côtés de l’escalier',
  principe: 8,
  nature: 'technique',
  article: null,
  etat: 'en-place',
};
const messageOf = (value: object) =>
  MesureChoisieSchema.safeParse({ ...mesure, ...value }).error?.issues[0]?.message;

describe('a proposed measure as a risk keeps it', () => {
  it('refuses, in French, a text that is empty once cleaned and an unknown answer', () => {
    expect(MesureChoisieSchema.parse(mesure)).toEqual(mesure);
    expect(messageOf({ texte: '\u0007\u0007 ' })).toBe('Le texte d’une mesure proposée est vide.');
    expect(messageOf({ texte: 'x'.repeat(501) })).toBe(
      'Le texte d’une mesure proposée dépasse 500 caractères.',
    );
    expect(messageOf({ etat: 'peut-etre' })).toBe(
      'Une mesure proposée est « En place », « Pas en place » ou « Non concerné ».',
    );
  });
});
