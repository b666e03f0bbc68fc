import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import type { Evenement } from '@duerp/domain/living-document';
import { anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, aVersion, DUERP_ID, paid } from '@/features/duerp/test/fixtures';
import { DocumentPage } from '@/features/document-page/components/document-page';

const V1 = aVersion(1, '2026-01-10T09:00:00Z', 'Première version');

function withEmployees(nombreEmployes: number, overrides: Partial<DuerpDocument> = {}) {
  const duerp = paid(aCompleteDuerp({ versions: [V1] }));
  return {
    ...duerp,
    data: { ...duerp.data, entreprise: anEntreprise({ nombreEmployes }) },
    ...overrides,
  };
}

function renderPage(duerp: DuerpDocument, versions: () => VersionSummary[] = () => [V1]) {
  const calls = mockApi({
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    [`GET /api/duerp/${DUERP_ID}/versions/list`]: () => ({ body: versions() }),
    [`POST /api/duerp/${DUERP_ID}/signaler-evenement`]: ({ body }) => ({
      body: {
        ...duerp,
        data: {
          ...duerp.data,
          evenementsDeMiseAJour: [
            {
              ...(body as object),
              idEvenement: 'e1',
              signaleLe: '2026-07-01T10:00:00Z',
              versionDeMiseAJour: 2,
            } as Evenement,
          ],
        },
      },
    }),
    [`POST /api/duerp/${DUERP_ID}/retirer-evenement`]: () => ({
      body: { ...duerp, data: { ...duerp.data, evenementsDeMiseAJour: [] } },
    }),
    [`PUT /api/duerp/${DUERP_ID}/versions/v1/consultation`]: ({ body }) => ({
      body: { ...(body as object), updatedAt: '2026-07-01T10:00:00Z' },
    }),
  });
  renderWithProviders(
    <DocumentPage duerpId={DUERP_ID} highlightVersionId={null} limitReached={false} />,
    { path: '/duerps/:duerpId', url: `/duerps/${DUERP_ID}` },
  );
  return { calls, user: userEvent.setup() };
}

const panel = () => screen.findByRole('region', { name: 'Suivi des mises à jour' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Suivi des mises à jour', () => {
  it('gives the annual due date from 11 employees, one year after the last version', async () => {
    renderPage(withEmployees(11));
    expect(
      within(await panel()).getByText('Mise à jour annuelle due le 10 janvier 2027'),
    ).not.toHaveClass('text-red-700');
  });

  it('shows the annual update as late the day after its due date', async () => {
    vi.setSystemTime(new Date('2027-01-11T10:00:00Z'));
    renderPage(withEmployees(30));
    expect(
      within(await panel()).getByText('Mise à jour annuelle en retard (due le 10 janvier 2027)'),
    ).toHaveClass('text-red-700');
  });

  it('only recommends an update below 11 employees, and says why', async () => {
    renderPage(withEmployees(10));
    const region = within(await panel());
    expect(region.getByText('Mise à jour recommandée')).toBeInTheDocument();
    expect(
      region.getByText(/pas d'obligation de mise à jour annuelle \(article R4121-2\)/),
    ).toBeInTheDocument();
    expect(region.queryByText(/comité social et économique/)).not.toBeInTheDocument();
  });

  it('reminds from 50 employees that the PAPRIPACT is presented to the CSE', async () => {
    renderPage(withEmployees(50));
    expect(
      within(await panel()).getByText(
        /présenté au comité social et économique \(article L2312-27\)/,
      ),
    ).toBeInTheDocument();
  });

  it('lists the PAPRIPACT actions past their due date', async () => {
    renderPage(withEmployees(12));
    const region = within(await panel());
    expect(
      region.getByRole('heading', { name: '1 action du PAPRIPACT en retard' }),
    ).toBeInTheDocument();
    expect(region.getByText('Acheter un escabeau stable')).toBeInTheDocument();
    expect(region.getByText('échéance 1 juin 2026')).toBeInTheDocument();
  });

  it('reports an event, checked first, then marks the document « Mise à jour requise »', async () => {
    const { user, calls } = renderPage(withEmployees(12));
    await user.click(within(await panel()).getByRole('button', { name: 'Signaler un événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler un événement' });
    await user.click(within(dialog).getByRole('button', { name: "Signaler l'événement" }));
    expect(await within(dialog).findByText("Le type d'événement est requis")).toBeInTheDocument();
    expect(
      within(dialog).getByText("La description de l'événement est requise"),
    ).toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByLabelText("Type d'événement"),
      'Aménagement important (nouvel équipement, locaux, organisation)',
    );
    fireEvent.change(within(dialog).getByLabelText("Date de l'événement"), {
      target: { value: '2026-06-15' },
    });
    await user.type(within(dialog).getByLabelText('Description'), 'Nouveau four à sole');
    await user.click(within(dialog).getByRole('button', { name: "Signaler l'événement" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'amenagement_important',
      date: '2026-06-15',
      description: 'Nouveau four à sole',
    });
    const region = within(await panel());
    expect(region.getByText('Mise à jour requise')).toBeInTheDocument();
    expect(
      region.getByText(
        'Aménagement important (nouvel équipement, locaux, organisation) (15 juin 2026) : Nouveau four à sole',
      ),
    ).toBeInTheDocument();
  });

  it('withdraws an event reported by mistake, only once confirmed', async () => {
    const mistake: Evenement = {
      idEvenement: 'e1',
      type: 'autre',
      date: '2026-06-15',
      description: 'Signalé sur le mauvais DUERP',
      signaleLe: '2026-06-16T10:00:00Z',
      versionDeMiseAJour: 2,
    };
    const duerp = withEmployees(12);
    const { user, calls } = renderPage({
      ...duerp,
      data: { ...duerp.data, evenementsDeMiseAJour: [mistake] },
    });
    const region = within(await panel());
    expect(region.getByText('Mise à jour requise')).toBeInTheDocument();
    const withdraw = region.getByRole('button', { name: "Retirer l'événement du 15 juin 2026" });

    await user.click(withdraw);
    let dialog = await screen.findByRole('dialog', { name: 'Retirer cet événement ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: 'Retirer cet événement ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/duerp/${DUERP_ID}/retirer-evenement`,
      body: { idEvenement: 'e1' },
    });
    expect(await screen.findByText('Événement retiré.')).toBeInTheDocument();
    expect(within(await panel()).queryByText('Mise à jour requise')).not.toBeInTheDocument();
  });

  it('records the CSE consultation of a version and shows it in the history', async () => {
    let versions: VersionSummary[] = [V1];
    const { user, calls } = renderPage(withEmployees(60), () => versions);
    const history = await screen.findByRole('button', { name: /Historique des versions/ });
    await user.click(history);
    expect(await screen.findByText('Consultation non renseignée')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: /^Consultation CSE \/ SPST\s*de la version 1$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Consultation de la version 1' });
    fireEvent.change(within(dialog).getByLabelText('Date de consultation du CSE'), {
      target: { value: '2026-02-03' },
    });
    await user.selectOptions(within(dialog).getByLabelText('Avis du CSE'), 'Favorable');
    versions = [
      {
        ...V1,
        consultation: {
          dateConsultationCse: '2026-02-03',
          avisCse: 'favorable',
          commentaires: '',
          dateEnvoiSpst: null,
          updatedAt: '2026-07-01T10:00:00Z',
        },
      },
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      dateConsultationCse: '2026-02-03',
      avisCse: 'favorable',
      commentaires: '',
      dateEnvoiSpst: null,
    });
    expect(await screen.findByText('Avis du CSE : Favorable')).toBeInTheDocument();
    expect(screen.getByText('CSE consulté le 3 février 2026')).toBeInTheDocument();
  });
});
