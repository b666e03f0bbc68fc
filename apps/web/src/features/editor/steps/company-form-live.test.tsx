import { act, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Entreprise } from '@duerp/domain/duerp';
import type { LiveChangeEvent } from '@duerp/domain/live';
import { anEntreprise } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { LiveContext } from '@/features/live';
import { CompanyForm } from './company-form';

const change: LiveChangeEvent = {
  documentId: '11111111-1111-4111-8111-111111111111',
  revision: 9,
  actor: { accountId: '22222222-2222-4222-8222-222222222222', name: 'marie@exemple.fr' },
  at: '2026-11-26T05:00:00Z',
};

/** The form on a document that another person's change replaces, as a refetch would. */
let receive: (entreprise: Entreprise) => void = () => undefined;
function Harness({ initial }: { initial: Entreprise }) {
  const [state, setState] = useState<{ e: Entreprise; change: LiveChangeEvent | null }>({
    e: initial,
    change: null,
  });
  useEffect(() => {
    receive = (e) => setState({ e, change });
  }, []);
  return (
    <LiveContext value={{ people: [], lastChange: state.change }}>
      <CompanyForm
        entreprise={state.e}
        saving={false}
        onSave={vi.fn()}
        onNext={vi.fn()}
        onPrevious={vi.fn()}
        onDirtyChange={vi.fn()}
      />
    </LiveContext>
  );
}

describe('the company form while someone else changes the document', () => {
  it('updates the fields not being edited, and marks the one being typed in for a choice', async () => {
    renderWithProviders(<Harness initial={anEntreprise()} />);
    const user = userEvent.setup();
    const nom = screen.getByLabelText('Raison sociale');
    await user.clear(nom);
    await user.type(nom, 'Ma saisie');

    act(() =>
      receive(anEntreprise({ nom: 'Boulangerie Marie', adresse: '3 place Bellecour, Lyon' })),
    );
    expect(await screen.findByDisplayValue('3 place Bellecour, Lyon')).toBeInTheDocument();
    expect(nom).toHaveValue('Ma saisie');
    const marked = screen.getByRole('list', { name: 'Champs modifiés pendant votre saisie' });
    expect(marked).toHaveTextContent(
      'Raison sociale modifiée par Marie pendant votre saisie : « Boulangerie Marie »',
    );
    await user.click(within(marked).getByRole('button', { name: 'Prendre la sienne' }));
    expect(nom).toHaveValue('Boulangerie Marie');
    expect(screen.queryByRole('list', { name: 'Champs modifiés pendant votre saisie' })).toBeNull();
  });

  it('keeps my entry when I choose it', async () => {
    renderWithProviders(<Harness initial={anEntreprise()} />);
    const user = userEvent.setup();
    const nom = screen.getByLabelText('Raison sociale');
    await user.clear(nom);
    await user.type(nom, 'Ma saisie');
    act(() => receive(anEntreprise({ nom: 'Boulangerie Marie' })));
    await user.click(await screen.findByRole('button', { name: 'Garder ma saisie' }));
    expect(nom).toHaveValue('Ma saisie');
  });
});
