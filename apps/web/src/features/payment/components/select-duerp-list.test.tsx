import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { SelectDuerpList } from './select-duerp-list';

const version = {
  id: 'v1',
  duerpDocumentId: 'd',
  versionNumber: 1,
  creationTime: '2026-03-01T10:00:00Z',
  notesDeVersion: '',
};
const withStatus = (
  id: string,
  status: DuerpDocument['paymentStatus_Derivated'],
  finalised = true,
) =>
  aDuerp({
    id,
    displayName: `DUERP ${id}`,
    paymentStatus_Derivated: status,
    versions: finalised ? [version] : [],
  });

const card = (name: string) => screen.getByRole('article', { name });

describe('SelectDuerpList', () => {
  it.each([
    ['PAYMENT_NEEDED', 'Paiement requis'],
    ['EXPIRED', 'Expiré'],
  ] as const)('offers a %s DUERP for purchase, to the standard basket', async (status, badge) => {
    renderWithProviders(<SelectDuerpList duerps={[withStatus('a1', status)]} />);
    const article = await screen.findByRole('article', { name: 'DUERP a1' });
    expect(within(article).getByText(badge)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Acheter ce DUERP' })).toHaveAttribute(
      'href',
      '/checkout?plan=SUBPLAN_STANDARD&duerpid=a1',
    );
    // The card is the link: its badge is a label here, not a second link to the plans.
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/Aucun DUERP n'est disponible/)).not.toBeInTheDocument();
  });

  it('shows why the others cannot be bought, and warns that none is available', async () => {
    renderWithProviders(
      <SelectDuerpList
        duerps={[
          withStatus('d', 'DRAFT', false),
          withStatus('p', 'IN_PAID_PERIOD'),
          withStatus('v', 'VIP'),
        ]}
      />,
    );
    expect(await screen.findByText(/Aucun DUERP n'est disponible à l'achat/)).toBeInTheDocument();
    expect(within(card('DUERP d')).getByText('Pas encore finalisé')).toBeInTheDocument();
    expect(
      within(card('DUERP d')).getByText("Vous n'avez pas encore finalisé ce DUERP."),
    ).toBeInTheDocument();
    expect(within(card('DUERP p')).getByText('Déjà acheté')).toBeInTheDocument();
    expect(
      within(card('DUERP p')).getByText('Dernière version du 1 mars 2026'),
    ).toBeInTheDocument();
    expect(within(card('DUERP v')).getByText('Déjà en accès complet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acheter ce DUERP' })).not.toBeInTheDocument();
  });

  it('shows the SIRET in groups, or that it is unknown', async () => {
    renderWithProviders(
      <SelectDuerpList
        duerps={[
          aDuerp({
            id: 's',
            displayName: 'Avec',
            data: { ...aDuerp().data, entreprise: anEntreprise() },
          }),
          aDuerp({ id: 'n', displayName: 'Sans' }),
        ]}
      />,
    );
    expect(await screen.findByText('SIRET 732 829 320 00074')).toBeInTheDocument();
    expect(within(card('Sans')).getByText('N° SIRET inconnu')).toBeInTheDocument();
  });

  it('asks to create a DUERP first when there is none', async () => {
    renderWithProviders(<SelectDuerpList duerps={[]} />);
    expect(
      await screen.findByText(/Aucun DUERP trouvé\. Veuillez d'abord créer un DUERP\./),
    ).toBeInTheDocument();
  });
});
