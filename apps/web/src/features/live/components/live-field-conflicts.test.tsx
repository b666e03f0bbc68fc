import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTREPRISE_FIELD_NOUNS, RISQUE_FIELD_NOUNS } from '@duerp/domain/history';
import { LiveFieldConflicts } from './live-field-conflicts';

describe('LiveFieldConflicts', () => {
  it('agrees with the field and gives a rating in words, as the editor shows it', () => {
    render(
      <LiveFieldConflicts
        nouns={{ ...ENTREPRISE_FIELD_NOUNS, ...RISQUE_FIELD_NOUNS }}
        live={{
          conflicts: [
            { field: 'adresse', theirs: '1 rue du Port', by: 'Marie' },
            { field: 'evalMaitrise', theirs: 1, by: 'Marie' },
            { field: 'mesuresExistantes', theirs: 'Tapis', by: 'Marie' },
            { field: 'siret', theirs: '73282932000074', by: 'Marie' },
          ],
          settle: vi.fn(),
        }}
      />,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Adresse modifiée par Marie pendant votre saisie : « 1 rue du Port »',
      'Maîtrise modifiée par Marie pendant votre saisie : « Forte »',
      'Mesures existantes modifiées par Marie pendant votre saisie : « Tapis »',
      'N° SIRET modifié par Marie pendant votre saisie : « 73282932000074 »',
    ]);
  });
});
