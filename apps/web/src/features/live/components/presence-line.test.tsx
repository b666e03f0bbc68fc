import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceLine } from './presence-line';

const person = (name: string, etapes: number[], displayName?: string) => ({
  accountId: crypto.randomUUID(),
  name,
  etapes,
  ...(displayName ? { displayName } : {}),
});

describe('PresenceLine', () => {
  it('names the others on the document with their steps', () => {
    render(
      <PresenceLine
        people={[
          person('marie@exemple.fr', [5]),
          person('paul@exemple.fr', [2, 4]),
          person('lea@exemple.fr', []),
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aussi sur ce document : Marie (étape 5), Paul (étapes 2 et 4), Lea',
    );
  });

  it('names who chose a name by it, the others as before', () => {
    render(
      <PresenceLine
        people={[person('marie@exemple.fr', [5], 'Marie Curie'), person('paul@exemple.fr', [])]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aussi sur ce document : Marie Curie (étape 5), Paul',
    );
  });

  it('shows nothing when nobody else is there', () => {
    const { container } = render(<PresenceLine people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
