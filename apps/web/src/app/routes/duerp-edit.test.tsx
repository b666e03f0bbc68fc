import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { DuerpEditRoute } from './duerp-edit';

beforeEach(signIn);
afterEach(() => localStorage.clear());

const ESPACE = '00000000-0000-4000-8000-000000000002';

function renderStep(step: number) {
  const calls = mockApi({
    'GET /api/espaces': () => ({
      body: [{ id: ESPACE, name: 'Cabinet Dupont', role: 'lecteur', isPersonal: false }],
    }),
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: aCompleteDuerp({ espaceId: ESPACE }) }),
    'GET /api/myaccount/info': () => ({
      body: { maxNumberOfDuerps: 5, isVip: false, isActivePremiumPlan: false },
    }),
    [`GET /api/duerpmasterdata/risques?duerpDocId=${DUERP_ID}`]: () => ({
      body: { unitesDeTravail: [], familleDeRisques: [], categorieDeRisques: [], risques: [] },
    }),
  });
  const view = renderWithProviders(<DuerpEditRoute />, {
    path: '/duerps/:duerpId/edit',
    url: `/duerps/${DUERP_ID}/edit?step=${step}`,
  });
  return { ...view, calls, user: userEvent.setup() };
}

describe('/duerps/{id}/edit for a Lecteur', () => {
  it('shows the steps read-only under the banner; Next only moves on', async () => {
    const { router, calls, user } = renderStep(2);
    expect(
      await screen.findByText('Lecture seule — votre rôle : Lecteur', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Raison sociale')).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Consultation du DUERP');
    expect(document.title).toMatch(/^Consultation du DUERP/);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(router.state.location.search).toBe('?step=3');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('lets a Lecteur look through every unit, but evaluate none', async () => {
    const { user } = renderStep(5);
    // Step 5's two parts are tabs too: the units' tabs are the others.
    const tabs = (await screen.findAllByRole('tab', {}, { timeout: 5000 })).filter(
      (tab) => !/^Risques (des unités|psychosociaux)/.test(tab.textContent ?? ''),
    );
    expect(tabs.length).toBeGreaterThan(1);
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const cards = screen.getAllByRole('tabpanel').at(-1)!.querySelectorAll('fieldset button');
    expect(cards.length).toBeGreaterThan(0);
    cards.forEach((card) => expect(card).toBeDisabled());
    expect(screen.getByRole('button', { name: "Grille d'évaluation" })).toBeEnabled();
  });

  it('shows the disabled edit and delete icons of the units as disabled', async () => {
    renderStep(3);
    const icons = await screen.findAllByRole(
      'button',
      { name: /^(Renommer|Supprimer)/ },
      {
        timeout: 5000,
      },
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon).toBeDisabled();
      // Grey and half opaque when disabled, whatever its tone (the red of a delete).
      expect(icon.className).toMatch(/disabled:opacity-50/);
      expect(icon.className).toMatch(/disabled:text-slate-500/);
    }
  });

  it('offers no "Valider cette version" to a Lecteur', async () => {
    renderStep(7);
    expect(
      await screen.findByText('Lecture seule — votre rôle : Lecteur', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Précédent/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Valider cette version/ })).toBeNull();
  });
});
