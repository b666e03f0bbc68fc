import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceLine } from './presence-line';

const person = (name: string, etapes: number[]) => ({
  accountId: crypto.randomUUID(),
  name,
  etapes,
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

  it('shows nothing when nobody else is there', () => {
    const { container } = render(<PresenceLine people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
