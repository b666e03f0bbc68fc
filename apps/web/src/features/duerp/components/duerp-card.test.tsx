import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise, aUnit } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { DuerpCard } from './duerp-card';

const version = (creationTime: string, versionNumber: number) => ({
  id: `v${versionNumber}`,
  duerpDocumentId: 'd',
  versionNumber,
  creationTime,
  notesDeVersion: '',
});

function renderCard(duerp: DuerpDocument, now?: Date) {
  renderWithProviders(
    <DuerpCard duerp={duerp} onDuplicate={vi.fn()} onDelete={vi.fn()} now={now} />,
  );
  return screen.getByRole('article');
}

describe('DuerpCard', () => {
  it('shows a draft: unknown SIRET, not finalised, Brouillon, Continuer la création, no download', () => {
    const card = renderCard(aDuerp({ displayName: 'Atelier Nord' }));
    expect(within(card).getByRole('heading', { name: 'Atelier Nord' })).toBeInTheDocument();
    expect(within(card).getByText('(N° SIRET inconnu)')).toBeInTheDocument();
    expect(within(card).getByText("Vous n'avez pas encore finalisé ce DUERP.")).toBeInTheDocument();
    expect(within(card).getByText('Brouillon')).toHaveAttribute(
      'title',
      'Vous pouvez compléter votre DUERP.',
    );
    expect(within(card).queryByRole('link', { name: /Brouillon/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continuer la création' })).toHaveAttribute(
      'href',
      '/duerps/11111111-1111-4111-8111-111111111111/edit',
    );
    expect(within(card).getByRole('link', { name: 'Ouvrir' })).toHaveAttribute(
      'href',
      '/duerps/11111111-1111-4111-8111-111111111111',
    );
    expect(within(card).queryByRole('button', { name: 'Télécharger' })).not.toBeInTheDocument();
  });

  it('formats the SIRET 3-3-3-5 and dates the latest version in French', () => {
    const card = renderCard(
      aDuerp({
        data: { ...aDuerp().data, entreprise: anEntreprise({ siret: '73282932000074' }) },
        versions: [version('2026-01-02T10:00:00Z', 1), version('2026-03-01T10:00:00Z', 2)],
        paymentStatus_Derivated: 'IN_PAID_PERIOD',
      }),
    );
    expect(within(card).getByText('SIRET 732 829 320 00074')).toBeInTheDocument();
    expect(within(card).getByText('Dernière version du 1 mars 2026')).toBeInTheDocument();
    expect(within(card).getByText('Accès complet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
  });

  it.each(['PAYMENT_NEEDED', 'EXPIRED'] as const)(
    'links the %s badge to the plans for this DUERP',
    (status) => {
      const card = renderCard(
        aDuerp({ versions: [version('2026-01-02T10:00:00Z', 1)], paymentStatus_Derivated: status }),
      );
      const badge = within(card).getByRole('link', {
        name: status === 'EXPIRED' ? /Expiré/ : /Paiement requis/,
      });
      expect(badge).toHaveAttribute(
        'href',
        '/choose-plan?duerpid=11111111-1111-4111-8111-111111111111',
      );
    },
  );

  it('does not link the VIP badge', () => {
    const vip = renderCard(aDuerp({ paymentStatus_Derivated: 'VIP' }));
    expect(within(vip).getByText('Accès complet')).not.toHaveAttribute('href');
  });

  it('shows Inconnu with its tooltip for a status it does not know', () => {
    const card = renderCard(
      aDuerp({ paymentStatus_Derivated: 'AUTRE' as DuerpDocument['paymentStatus_Derivated'] }),
    );
    expect(within(card).getByText('Inconnu')).toHaveAttribute('title', 'Etat inconnu');
  });

  describe('update due date', () => {
    const withVersion = (nombreEmployes: number, actionDate = '') =>
      aDuerp({
        data: {
          ...aDuerp().data,
          entreprise: anEntreprise({ nombreEmployes }),
          unitesDeTravail: [
            aUnit('Atelier', {
              papripactActionsPreventives: actionDate
                ? ['a1', 'a2'].map((idAction) => ({
                    idAction,
                    idUniteDeTravail: 'u-Atelier',
                    idRisqueAssocie: 'r1',
                    descriptionDeLaMesure: 'Rampe',
                    responsable: 'Claire',
                    budget: '',
                    date: actionDate,
                    statut: 'En cours',
                  }))
                : [],
            }),
          ],
        },
        versions: [version('2026-03-01T10:00:00Z', 1)],
      });

    it('gives the annual due date from 11 employees, not in red before it', () => {
      const card = renderCard(withVersion(11), new Date('2026-06-01T10:00:00Z'));
      expect(within(card).getByText('Mise à jour annuelle due le 1 mars 2027')).not.toHaveClass(
        'text-red-700',
      );
      expect(within(card).queryByText(/en retard/)).not.toBeInTheDocument();
    });

    it('shows the late annual update and the late actions in red', () => {
      const card = renderCard(withVersion(25, '2027-01-15'), new Date('2027-03-02T10:00:00Z'));
      expect(
        within(card).getByText('Mise à jour annuelle en retard (due le 1 mars 2027)'),
      ).toHaveClass('text-red-700');
      expect(within(card).getByText('2 actions en retard')).toHaveClass('text-red-700');
    });

    it('only recommends an update below 11 employees', () => {
      const card = renderCard(withVersion(3), new Date('2030-01-01T10:00:00Z'));
      expect(within(card).getByText('Mise à jour recommandée')).toBeInTheDocument();
      expect(within(card).queryByText(/annuelle/)).not.toBeInTheDocument();
    });

    it('says nothing about updates before the first version', () => {
      const card = renderCard(aDuerp({ data: { ...aDuerp().data, entreprise: anEntreprise() } }));
      expect(within(card).queryByText(/Mise à jour/)).not.toBeInTheDocument();
    });
  });
});
