import { describe, expect, it } from 'vitest';
import { mentionsStillIn } from './mentions';

const members = [
  { accountId: 'a1', label: 'Marie' },
  { accountId: 'a2', label: 'Marie Dupont' },
  { accountId: 'a3', label: 'Jean (atelier)' },
];

describe('mentionsStillIn', () => {
  it('keeps the picks whose « @name » the text holds as a whole name, each once', () => {
    const picked = ['a1', 'a2', 'a3', 'a2'];
    expect(mentionsStillIn('@Marie Dupont, voir (@Jean (atelier))', picked, members)).toEqual([
      'a2',
      'a3',
    ]);
    expect(mentionsStillIn('@Marie et @Marie Dupont', picked, members)).toEqual(['a1', 'a2']);
    expect(mentionsStillIn('@Mariette, email@Marie', picked, members)).toEqual([]);
    // A pick the list does not name (members not read) is left to the server.
    expect(mentionsStillIn('texte', ['inconnu'], members)).toEqual(['inconnu']);
  });
});
