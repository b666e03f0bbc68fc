import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_NOTICE_MESSAGES } from '@duerp/domain/access';
import { renderWithProviders } from '@/test/render';
import { DUERP_ID } from '@/features/duerp/test/fixtures';
import { AccessNoticeDialog } from './access-notice-dialog';

const sent: unknown[] = [];
const saved: string[] = [];
beforeEach(() => {
  sent.length = 0;
  saved.length = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
    return new Response('%PDF-1.7', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Affichage_acces_DUERP.pdf"',
      },
    });
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDialog = (link: { token: string; label: string } | null = null) => {
  const onOpenChange = vi.fn();
  renderWithProviders(
    <AccessNoticeDialog duerpId={DUERP_ID} open onOpenChange={onOpenChange} link={link} />,
  );
  return { onOpenChange, user: userEvent.setup() };
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Lieu de consultation'), "Bureau de l'accueil");
  await user.type(screen.getByLabelText('Personne à contacter'), 'Claire Martin');
  await user.type(screen.getByLabelText('Horaires de consultation'), '9 h – 12 h');
}

describe('access notice dialog', () => {
  it('requires the place, the person and the hours before asking the server', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: "Télécharger l'avis (PDF)" }));
    expect(await screen.findByText(ACCESS_NOTICE_MESSAGES.lieuRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_NOTICE_MESSAGES.personneRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_NOTICE_MESSAGES.horairesRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('downloads the notice and remembers the fields in this browser', async () => {
    const { user, onOpenChange } = renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: "Télécharger l'avis (PDF)" }));
    expect(await screen.findByText("L'avis d'affichage a été téléchargé.")).toBeInTheDocument();
    expect(sent).toEqual([
      { lieu: "Bureau de l'accueil", personne: 'Claire Martin', horaires: '9 h – 12 h' },
    ]);
    expect(saved).toEqual(['Affichage_acces_DUERP.pdf']);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(JSON.parse(localStorage.getItem(`affichage-acces:${DUERP_ID}`) ?? '{}')).toEqual(
      sent[0],
    );
  });

  it("starts from the fields remembered, and sends the new link's token so that its QR code is printed", async () => {
    localStorage.setItem(
      `affichage-acces:${DUERP_ID}`,
      JSON.stringify({ lieu: 'Accueil', personne: 'Direction', horaires: '9 h – 17 h' }),
    );
    const { user } = renderDialog({ token: 'jeton-de-test-0123456789abcdef', label: 'CSE' });
    expect(screen.getByLabelText('Lieu de consultation')).toHaveValue('Accueil');
    expect(screen.getByText(/Le code QR du lien de consultation « CSE »/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Télécharger l'avis (PDF)" }));
    await screen.findByText("L'avis d'affichage a été téléchargé.");
    expect(sent).toEqual([
      {
        lieu: 'Accueil',
        personne: 'Direction',
        horaires: '9 h – 17 h',
        shareLinkToken: 'jeton-de-test-0123456789abcdef',
      },
    ]);
  });
});
