import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpstSending } from '@duerp/domain/compliance';
import { renderWithProviders } from '@/test/render';
import { aCompleteDuerp, aVersion, DUERP_ID } from '@/features/duerp/test/fixtures';
import { ExtractDialog } from './extract-dialog';
import { SpstSendDialog } from './spst-send-dialog';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
const calls: Call[] = [];
let spst = { nom: 'AST Lyon', adresse: '', email: 'dossiers@ast.example' };
const version = aVersion(2, '2026-11-20T09:00:00Z');
const sending = (over: Partial<SpstSending>): SpstSending => ({
  id: 's1',
  versionId: version.id,
  versionNumber: 2,
  mode: 'email',
  date: '2026-12-03',
  recipientName: 'AST Lyon',
  recipientEmail: 'dossiers@ast.example',
  versionSha256: 'a'.repeat(64),
  messageId: '<x@duerp.local>',
  hasReceipt: false,
  createdAt: '2026-12-03T10:00:00Z',
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  spst = { nom: 'AST Lyon', adresse: '', email: 'dossiers@ast.example' };
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/spst')) return json(spst);
    if (url.endsWith('/spst-sendings')) return json([]);
    if (url.endsWith('/spst-sendings/email')) return json(sending({}), 201);
    if (url.endsWith('/spst-sendings/main-propre'))
      return json(sending({ mode: 'main_propre' }), 201);
    if (url.endsWith('/extrait-ancien-salarie'))
      return new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="x.pdf"',
        },
      });
    return json({ message: 'inattendu' }, 500);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('« Envoyer au service de prévention et de santé au travail »', () => {
  it('sends the version by e-mail to the espace’s SPST and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <SpstSendDialog duerpId={DUERP_ID} espaceId="e1" version={version} onClose={onClose} />,
    );
    expect(await screen.findByText('AST Lyon (dossiers@ast.example)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.endsWith('/spst-sendings/email'))).toMatchObject({
      method: 'POST',
      url: expect.stringContaining(`/api/duerp/${DUERP_ID}/versions/${version.id}/`),
    });
  });

  it('tells how to enter the SPST’s address when the espace has none, and offers no sending', async () => {
    spst = { nom: '', adresse: '', email: '' };
    renderWithProviders(
      <SpstSendDialog duerpId={DUERP_ID} espaceId="e1" version={version} onClose={vi.fn()} />,
    );
    expect(await screen.findByText(/Aucune adresse e-mail de SPST/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  });

  it('records a hand-over only with a real day', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <SpstSendDialog duerpId={DUERP_ID} espaceId="e1" version={version} onClose={onClose} />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Remis en main propre' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la remise' }));
    expect(
      await screen.findByText("La date de remise n'est pas une date valide."),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/main-propre'))).toBe(false);
    await user.type(screen.getByLabelText('Remis en main propre le'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la remise' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.endsWith('/main-propre'))?.body).toEqual({ date: '2026-11-25' });
  });
});

describe('« Extrait pour un ancien salarié »', () => {
  it('refuses an inverted period and no unit, then sends the period and the units chosen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const duerp = aCompleteDuerp();
    renderWithProviders(<ExtractDialog duerp={duerp} open onClose={onClose} />);
    await user.type(screen.getByLabelText('Du'), '2026-06-02');
    await user.type(screen.getByLabelText('Au'), '2026-06-01');
    await user.click(screen.getByRole('button', { name: "Télécharger l'extrait" }));
    expect(
      await screen.findByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins une unité de travail.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Au'));
    await user.type(screen.getByLabelText('Au'), '2026-09-30');
    const unit = duerp.data.unitesDeTravail[0]!;
    await user.click(screen.getByRole('checkbox', { name: unit.displayName }));
    await user.click(screen.getByRole('button', { name: "Télécharger l'extrait" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      du: '2026-06-02',
      au: '2026-09-30',
      unites: [unit.idUniteDeTravail],
    });
  });
});
