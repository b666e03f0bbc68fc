import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DuerpChemicals } from '@duerp/domain/chemicals';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { EditorContext } from '../../hooks/editor-context';
import { RiskEntryStep } from './risk-entry-step';

const product = (nomCommercial: string, cmr: 'avere' | 'suspecte' | null) => ({
  id: `p-${nomCommercial}`,
  nomCommercial,
  cmr,
  pictogrammes: [],
  substitutionCount: 0,
});

function renderStep(produits: DuerpChemicals['unites'][number]['produits']) {
  const duerp = aDuerp({
    data: { ...aDuerp().data, entreprise: anEntreprise(), unitesDeTravail: [aUnit('Atelier')] },
  });
  const server = fakeDuerpServer(duerp);
  mockApi({
    ...server.routes,
    [`GET /api/duerp/${duerp.id}/chemicals`]: () => ({
      body: { unites: [{ idUniteDeTravail: 'u-Atelier', produits }] },
    }),
  });
  renderWithProviders(
    <EditorContext
      value={{ step: 4, quitTo: '/duerps', goTo: vi.fn(), setUnsaved: () => undefined }}
    >
      <FromCache id={duerp.id} render={(d) => <RiskEntryStep duerp={d} />} />
    </EditorContext>,
  );
  return { server, user: userEvent.setup() };
}

describe('the chemical products of a unit (issue 44)', () => {
  it('lists the products as sources; a CMR product adds its chemical risk, unrated, then a substitution action', async () => {
    const { server, user } = renderStep([
      product('Dégraissant DX 500', 'avere'),
      product('Savon atelier', null),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Produits chimiques utilisés dans cette unité' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Savon atelier')).toBeInTheDocument();
    expect(screen.getByText('CMR')).toBeInTheDocument();
    const propose = screen.getByRole('button', { name: 'Proposer une action de substitution' });
    expect(propose).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ajouter le risque chimique' }));
    expect(await screen.findByText('Risque chimique ajouté')).toBeInTheDocument();
    const unite = server.current().data.unitesDeTravail[0]!;
    expect(unite.categorieDeRisques).toEqual([
      expect.objectContaining({
        code: '7',
        displayName: 'Produits chimiques, émissions et déchets',
      }),
    ]);
    expect(unite.risques).toEqual([
      expect.objectContaining({
        displayName: 'Exposition à un agent CMR : Dégraissant DX 500',
        evalGravite: null,
        isRisqueEvalue: false,
      }),
    ]);
    expect(
      screen.queryByRole('button', { name: 'Ajouter le risque chimique' }),
    ).not.toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Proposer une action de substitution' }),
    );
    expect(await screen.findByText('Action de substitution proposée.')).toBeInTheDocument();
    const [action] = server.current().data.unitesDeTravail[0]!.papripactActionsPreventives;
    expect(action).toMatchObject({
      idRisqueAssocie: unite.risques[0]!.idRisque,
      statut: 'À planifier',
    });
    expect(action!.descriptionDeLaMesure).toContain('« Dégraissant DX 500 »');
    expect(action!.descriptionDeLaMesure).toContain('article R4412-66 du Code du travail');
  });

  it('shows nothing when the unit uses no product of the register', async () => {
    renderStep([]);
    expect(await screen.findByRole('heading', { name: 'Atelier' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Produits chimiques utilisés dans cette unité'),
      ).not.toBeInTheDocument(),
    );
  });
});
