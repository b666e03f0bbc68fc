import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EspaceRole, MyEspace } from '@duerp/domain/espaces';
import { aCompleteDuerp, aVersion, DUERP_ID } from '@/features/duerp/test/fixtures';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { DuerpDetailRoute } from './duerp-detail';

beforeEach(signIn);
afterEach(() => localStorage.clear());

const ESPACE = '00000000-0000-4000-8000-000000000002';
const V1 = aVersion(1, '2026-01-10T09:00:00Z', 'Première version');

function renderAs(role: EspaceRole) {
  const espaces: MyEspace[] = [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Perso',
      role: 'proprietaire',
      isPersonal: true,
    },
    { id: ESPACE, name: 'Cabinet Dupont', role, isPersonal: false },
  ];
  const duerp = aCompleteDuerp({
    espaceId: ESPACE,
    versions: [V1],
    paymentStatus_Derivated: 'PAYMENT_NEEDED',
    hasBeenModifiedSinceLastGeneration: true,
  });
  mockApi({
    'GET /api/espaces': () => ({ body: espaces }),
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: [V1] }),
    'GET /api/duerp/list': () => ({ body: [duerp] }),
    'GET /api/myaccount/info': () => ({
      body: { maxNumberOfDuerps: 5, isVip: false, isActivePremiumPlan: false },
    }),
  });
  renderWithProviders(<DuerpDetailRoute />, {
    path: '/duerps/:duerpId',
    url: `/duerps/${DUERP_ID}`,
  });
  return screen.findByRole('complementary', { name: 'Actions du DUERP' }, { timeout: 5000 });
}

describe('/duerps/{id} by role', () => {
  it('shows a Lecteur the document read-only: the banner, the download, no control that writes', async () => {
    const actions = within(await renderAs('lecteur'));
    expect(screen.getByText('Lecture seule — votre rôle : Lecteur')).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifier/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Acheter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dupliquer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liens de consultation' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Valider une nouvelle version/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Signaler un événement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Consultation CSE/ })).toBeNull();
  });

  it('shows an Éditeur the editing controls, but neither Supprimer nor Acheter', async () => {
    const actions = within(await renderAs('editeur'));
    expect(screen.queryByText('Lecture seule — votre rôle : Lecteur')).toBeNull();
    expect(
      actions.getByRole('link', { name: 'Modifier / Créer une nouvelle version' }),
    ).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Dupliquer' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(actions.queryByRole('link', { name: 'Acheter' })).toBeNull();
  });

  it('shows a Propriétaire every control', async () => {
    const actions = within(await renderAs('proprietaire'));
    expect(actions.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Acheter' })).toBeInTheDocument();
  });
});
