import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADVISORY_MESSAGES } from '@duerp/domain/penibilite';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import { aUnit } from '@/test/factories';
import { setOfflineHandler, type OfflineHandler } from '@/lib/offline-writes';
import { mockApi, renderWithProviders } from '@/test/render';
import { DuerpEditor } from '../../components/duerp-editor';

function renderStep7(
  duerp: DuerpDocument,
  generate: () => { status?: number; body?: unknown },
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`POST /api/duerp/${DUERP_ID}/generate`]: generate,
    [`GET /api/duerp/${DUERP_ID}/photos`]: () => ({ body: { photos: [] } }),
    ...routes,
  });
  const view = renderWithProviders(<DuerpEditor duerpId={DUERP_ID} accountIsVip={false} />, {
    path: '/duerps/:duerpId/edit',
    url: `/duerps/${DUERP_ID}/edit?step=7`,
  });
  return { ...view, calls, user: userEvent.setup() };
}

/** The complete document, with problems of steps 4, 5 and 6. */
function anIncompleteDuerp(): DuerpDocument {
  const duerp = aCompleteDuerp();
  const [atelier, bureau] = duerp.data.unitesDeTravail;
  atelier!.risques = atelier!.risques.map((r, i) =>
    i < 2 ? { ...r, isRisqueEvalue: false, niveauDeRisqueValue: null } : r,
  );
  bureau!.papripactActionsPreventives = [];
  atelier!.papripactActionsPreventives = [];
  duerp.data.unitesDeTravail.push(aUnit('Réserve'));
  return duerp;
}

describe('FinalisationStep', () => {
  it('lists the problems, each linking to the step that fixes it, and cannot validate', async () => {
    renderStep7(anIncompleteDuerp(), () => ({ body: { id: 'v9' } }));
    const problems = await screen.findByRole('region', {
      name: 'Votre DUERP ne peut pas encore être validé',
    });
    const items = within(problems).getAllByRole('listitem');
    expect(items.map((i) => i.firstChild?.textContent)).toEqual([
      "L'unité de travail « Réserve » ne contient aucun risque.",
      '2 risques ne sont pas évalués.',
      'Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.',
    ]);
    expect(
      items.map((i) =>
        within(i)
          .getByRole('link')
          .getAttribute('href')
          ?.replace(/.*edit/, ''),
      ),
    ).toEqual(['?step=4', '?step=5', '?step=6']);
    expect(within(items[1]!).getByRole('link')).toHaveTextContent(
      "Corriger à l'étape 5 : Évaluation des risques",
    );
    expect(screen.getByRole('button', { name: /Valider cette version/ })).toBeDisabled();
    expect(screen.queryByRole('tab', { name: 'Vue interactive' })).not.toBeInTheDocument();
  });

  it('names the single unevaluated risk, and the missing company information', async () => {
    const duerp = aCompleteDuerp();
    duerp.data.entreprise = { ...duerp.data.entreprise!, siret: ' ' };
    duerp.data.unitesDeTravail[1]!.risques[0]!.isRisqueEvalue = false;
    renderStep7(duerp, () => ({ body: { id: 'v9' } }));
    expect(
      await screen.findByText("Les informations de l'entreprise sont incomplètes."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Le risque « Fatigue visuelle » n'est pas évalué."),
    ).toBeInTheDocument();
  });

  it('previews a complete document in demo mode, then generates a version with its options', async () => {
    const { user, calls, router } = renderStep7(aCompleteDuerp(), () => ({ body: { id: 'v9' } }));
    // The preview: the document view, demo mode (free texts reversed).
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'reiletA' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Vue simplifiée' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: /Valider cette version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider cette version' });
    // The default display options: grouped by unit and by category, no sort.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Regrouper par unité de travail' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Regrouper par catégorie de risques' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Aucun tri' })).toBeChecked();
    await user.type(
      within(dialog).getByLabelText('Notes de version (facultatif)'),
      'Mise à jour annuelle',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Niveau de risque' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Regrouper par catégorie de risques' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Générer la version' }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/duerps/${DUERP_ID}?highlightversionid=v9`,
      ),
    );
    expect(await screen.findByText('Votre DUERP a été généré avec succès !')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      notesDeVersion: 'Mise à jour annuelle',
      displayOptions: {
        sortBy: 'niveauDeRisqueValue',
        shouldGroupByUnite: true,
        shouldGroupByCategorie: false,
      },
      annexePhotographique: false,
    });
    // Without photos in the draft, no annex to offer.
    expect(screen.queryByText("Ajouter l'annexe photographique")).not.toBeInTheDocument();
  });

  it('offers the "Annexe photographique" when the draft has photos, and asks for it when ticked', async () => {
    const photo = (id: string) => ({
      id,
      idUniteDeTravail: 'u1',
      idRisque: 'r1',
      idAction: null,
      legende: '',
      mimeType: 'image/jpeg',
      byteSize: 1000,
      width: 800,
      height: 600,
      creationTime: '2026-03-02T09:30:00Z',
    });
    const { user, calls } = renderStep7(aCompleteDuerp(), () => ({ body: { id: 'v9' } }), {
      [`GET /api/duerp/${DUERP_ID}/photos`]: () => ({
        body: { photos: [photo('p1'), photo('p2')] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Valider cette version/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider cette version' });
    const annex = await within(dialog).findByRole('checkbox', {
      name: "Ajouter l'annexe photographique",
    });
    expect(annex).not.toBeChecked();
    expect(annex).toHaveAccessibleDescription(
      '2 photos à la fin du PDF complet et du fichier Word, quatre par page, avec leur unité, leur risque ou action, leur légende et leur date.',
    );
    await user.click(annex);
    await user.click(within(dialog).getByRole('button', { name: 'Générer la version' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        annexePhotographique: true,
      }),
    );
  });

  it('asks to check the R4121-1-1 annex while no unit has pénibilité data, without blocking, until a unit has some', async () => {
    const duerp = aCompleteDuerp();
    const saved = structuredClone(duerp);
    saved.data.unitesDeTravail[0]!.expositionsPenibilite = [
      { idFacteur: 'travail-de-nuit', nombreExposes: 2, situations: 'Cuisson' },
    ];
    let current = duerp;
    const { user, router } = renderStep7(duerp, () => ({ body: { id: 'v9' } }), {
      [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: current }),
      [`POST /api/duerp/${DUERP_ID}/update-penibilite-unite`]: () => {
        current = saved;
        return { body: saved };
      },
    });
    const advisories = await screen.findByRole('region', { name: 'Points à vérifier' });
    expect(advisories).toHaveTextContent(ADVISORY_MESSAGES.noPenibilite);
    expect(advisories).toHaveTextContent("Aucune exposition au-delà des seuils n'a été déclarée.");
    expect(screen.getByRole('button', { name: /Valider cette version/ })).toBeEnabled();

    await user.click(
      within(advisories).getByRole('link', {
        name: "Vérifier à l'étape 5 : Évaluation des risques",
      }),
    );
    await user.click(await screen.findByText(/Exposition aux facteurs de pénibilité/));
    const nuit = within(screen.getByRole('group', { name: 'Travail de nuit' }));
    await user.type(nuit.getByLabelText('Travailleurs exposés'), '2');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'exposition" }));
    expect(await screen.findByText('Exposition enregistrée')).toBeInTheDocument();

    await router.navigate(`/duerps/${DUERP_ID}/edit?step=7`);
    // Step 7 renders the whole preview again: slow on a busy machine.
    expect(
      await screen.findByRole('button', { name: /Valider cette version/ }, { timeout: 5_000 }),
    ).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Points à vérifier' })).not.toBeInTheDocument();
  }, 15_000);

  it('closes the overlay and reports the error when the generation fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderStep7(aCompleteDuerp(), () => ({
      status: 400,
      body: { message: 'Ce DUERP ne peut pas encore être validé.' },
    }));
    await user.click(await screen.findByRole('button', { name: /Valider cette version/ }));
    await user.click(await screen.findByRole('button', { name: 'Générer la version' }));
    expect(
      await screen.findByText('Erreur : Ce DUERP ne peut pas encore être validé.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=7');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('waits for the edits made offline to be sent before validating a version', async () => {
    let pending = true;
    const listeners = new Set<() => void>();
    const handler: OfflineHandler = {
      canQueue: () => true,
      hasPending: () => pending,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      enqueue: () => Promise.resolve(null),
      remember: () => undefined,
      recall: () => Promise.resolve(undefined),
    };
    setOfflineHandler(handler);
    try {
      renderStep7(aCompleteDuerp(), () => ({ body: { id: 'v1' } }));
      const validate = await screen.findByRole('button', { name: /Valider cette version/ });
      expect(validate).toBeDisabled();
      expect(screen.getByText('Modifications hors ligne en cours d’envoi')).toBeInTheDocument();
      pending = false;
      for (const listener of listeners) listener();
      await waitFor(() => expect(validate).toBeEnabled());
    } finally {
      setOfflineHandler(null);
    }
  });
});
