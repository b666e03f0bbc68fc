import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_DOCUMENT_MESSAGE } from '@duerp/domain/access';
import { mockApi, renderWithProviders } from '@/test/render';
import { CodeVerifier } from './code-verifier';
import { FileVerifier } from './file-verifier';

afterEach(() => vi.unstubAllGlobals());

const AUTHENTIC = 'Document authentique : Boulangerie Martin, version 2, établie le 3 mars 2026';

describe('the verifier', () => {
  it('checks a typed code and shows the answer', async () => {
    const calls = mockApi({
      'GET /api/public/verifier/code/k3m9p-2xq7t': () => ({
        body: { isAuthentic: true, message: AUTHENTIC },
      }),
    });
    renderWithProviders(<CodeVerifier initialCode="" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), 'k3m9p-2xq7t');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(AUTHENTIC)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('checks the code of the QR code link on arrival, and refuses a malformed one without calling', async () => {
    mockApi({
      'GET /api/public/verifier/code/ZZZZZ-ZZZZZ': () => ({
        body: { isAuthentic: false, message: UNKNOWN_DOCUMENT_MESSAGE },
      }),
    });
    renderWithProviders(<CodeVerifier initialCode="ZZZZZ-ZZZZZ" />);
    expect(await screen.findByText(UNKNOWN_DOCUMENT_MESSAGE)).toBeInTheDocument();
  });

  it('refuses a code of the wrong length without calling the server', async () => {
    const calls = mockApi({});
    renderWithProviders(<CodeVerifier initialCode="" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code de vérification est invalide.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('hashes a chosen PDF in the browser and sends only its SHA-256', async () => {
    const content = '%PDF-1.7 contenu du document';
    const expected = createHash('sha256').update(content).digest('hex');
    const calls = mockApi({
      'POST /api/public/verifier/empreinte': ({ body }) => ({
        body:
          (body as { sha256: string }).sha256 === expected
            ? { isAuthentic: true, message: AUTHENTIC }
            : { isAuthentic: false, message: UNKNOWN_DOCUMENT_MESSAGE },
      }),
    });
    renderWithProviders(<FileVerifier />);
    const user = userEvent.setup();
    const file = new File([content], 'DUERP_v2.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Déposez le PDF ici/), file);
    expect(await screen.findByText(AUTHENTIC)).toBeInTheDocument();
    expect(screen.getByText('Fichier : DUERP_v2.pdf')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { sha256: expected } }),
    ]);
  });
});
