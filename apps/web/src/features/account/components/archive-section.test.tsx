import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ArchiveSection } from './archive-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serveArchive(status = 200) {
  vi.stubGlobal('fetch', async () =>
    status === 200
      ? new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="DUERP_mes_donnees_2026-11-25.zip"',
          },
        })
      : new Response('{}', { status }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe('« Télécharger toutes mes données »', () => {
  it('saves the archive under the name the server gives', async () => {
    const saved = serveArchive();
    renderWithProviders(<ArchiveSection />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Télécharger toutes mes données' }));
    expect(await screen.findByText('Votre archive a été téléchargée.')).toBeInTheDocument();
    expect(saved).toEqual(['DUERP_mes_donnees_2026-11-25.zip']);
  });

  it('says so when the archive cannot be prepared', async () => {
    serveArchive(503);
    renderWithProviders(<ArchiveSection />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Télécharger toutes mes données' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de la préparation de l'archive",
    );
  });
});
