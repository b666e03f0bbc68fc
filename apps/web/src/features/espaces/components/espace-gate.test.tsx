import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCurrentEspaceId, setCurrentEspaceId } from '@/lib/current-espace';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { CABINET, PERSONAL } from '../test/fixtures';
import { EspaceGate } from './espace-gate';

beforeEach(signIn);
afterEach(() => localStorage.clear());

describe('EspaceGate', () => {
  it('falls back to the personal espace, silently, when the stored one is no longer the person’s', async () => {
    setCurrentEspaceId(CABINET.id);
    mockApi({ 'GET /api/espaces': () => ({ body: [PERSONAL] }) });
    renderWithProviders(
      <EspaceGate>
        <p>Mes DUERP</p>
      </EspaceGate>,
    );
    expect(await screen.findByText('Mes DUERP', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(getCurrentEspaceId()).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an espace the person belongs to', async () => {
    setCurrentEspaceId(CABINET.id);
    mockApi({ 'GET /api/espaces': () => ({ body: [PERSONAL, CABINET] }) });
    renderWithProviders(
      <EspaceGate>
        <p>Mes DUERP</p>
      </EspaceGate>,
    );
    expect(await screen.findByText('Mes DUERP', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(getCurrentEspaceId()).toBe(CABINET.id);
  });
});
