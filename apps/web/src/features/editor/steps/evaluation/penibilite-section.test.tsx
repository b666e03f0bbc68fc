import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { aRisque } from '@/features/duerp/test/fake-duerp-server';
import { PenibiliteSection } from './penibilite-section';

const ID = '11111111-1111-4111-8111-111111111111';
const UPDATE = `POST /api/duerp/${ID}/update-penibilite-unite`;

function renderSection(unite = aUnit('Atelier')) {
  const duerp: DuerpDocument = aDuerp({
    id: ID,
    data: { ...aDuerp().data, entreprise: anEntreprise(), unitesDeTravail: [unite] },
  });
  const calls = mockApi({ [UPDATE]: () => ({ body: duerp }) });
  renderWithProviders(<PenibiliteSection duerp={duerp} unite={unite} />);
  return { posted: () => calls.filter((c) => c.method === 'POST'), user: userEvent.setup() };
}

describe('PenibiliteSection (step 5)', () => {
  it('lists the ten factors of L4161-1 with the verified thresholds of the six C2P ones', async () => {
    const { user } = renderSection();
    await user.click(screen.getByText(/Exposition aux facteurs de pénibilité/));
    expect(document.querySelectorAll('fieldset')).toHaveLength(10);
    expect(screen.getAllByText(/article D4163-2/)).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Postures pénibles' })).not.toHaveTextContent(/Seuil/);
  });

  it('suggests the factor named by a risk of the unit, opened', () => {
    renderSection(
      aUnit('Atelier', {
        categorieDeRisques: [
          { idCategorie: 'c', code: '', displayName: 'Bruit', isUserDefined: false },
        ],
        risques: [aRisque('r', 'c', 'Exposition au bruit des machines')],
      }),
    );
    expect(screen.getByRole('group', { name: /^Bruit/ })).toHaveTextContent(
      'Suggéré par vos risques',
    );
  });

  it('sends only the factors filled in', async () => {
    const { posted, user } = renderSection();
    await user.click(screen.getByText(/Exposition aux facteurs de pénibilité/));
    const nuit = within(screen.getByRole('group', { name: 'Travail de nuit' }));
    await user.type(nuit.getByLabelText('Travailleurs exposés'), '2');
    await user.type(nuit.getByLabelText('Situations ou postes concernés'), 'Cuisson');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'exposition" }));
    expect(await screen.findByText('Exposition enregistrée')).toBeInTheDocument();
    expect(posted()[0]?.body).toEqual({
      idUniteDeTravail: aUnit('Atelier').idUniteDeTravail,
      expositionsPenibilite: [
        { idFacteur: 'travail-de-nuit', nombreExposes: 2, situations: 'Cuisson' },
      ],
    });
  });

  it('refuses a number of workers that is not a whole number', async () => {
    const { posted, user } = renderSection();
    await user.click(screen.getByText(/Exposition aux facteurs de pénibilité/));
    const bruit = screen.getByRole('group', { name: /^Bruit/ });
    const input = bruit.querySelector('input')!;
    await user.type(input, '2,5');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'exposition" }));
    expect(
      await screen.findByText(
        'Le nombre de travailleurs exposés doit être un nombre entier positif.',
      ),
    ).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });
});
