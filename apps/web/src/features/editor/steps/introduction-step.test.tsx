import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { IntroductionStep, type IntroductionStepProps } from './introduction-step';

const RESPONSIBILITY = /je reste responsable/;
const FREE_VERSION = /avec la version gratuite/;
const TERMS = /J'accepte les/;

function renderIntro(props: Partial<IntroductionStepProps> = {}) {
  const onStart = vi.fn();
  renderWithProviders(
    <IntroductionStep
      mode="create"
      requireFreeAcknowledgment
      quitTo="/duerps"
      onStart={onStart}
      {...props}
    />,
  );
  return { onStart, user: userEvent.setup() };
}

describe('IntroductionStep', () => {
  it('enables the start button only once the three required boxes are ticked', async () => {
    const { onStart, user } = renderIntro();
    const start = screen.getByRole('button', { name: 'Commencer' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: RESPONSIBILITY }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: FREE_VERSION }));
    expect(start).toBeEnabled();
    await user.click(start);
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('does not require the free-version acknowledgment with VIP or full access', async () => {
    const { user } = renderIntro({ requireFreeAcknowledgment: false });
    await user.click(screen.getByRole('checkbox', { name: RESPONSIBILITY }));
    expect(screen.getByRole('button', { name: 'Commencer' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(screen.getByRole('button', { name: 'Commencer' })).toBeEnabled();
  });

  it('always requires the general terms, opened in a new tab', async () => {
    const { user } = renderIntro({ requireFreeAcknowledgment: false });
    await user.click(screen.getByRole('checkbox', { name: RESPONSIBILITY }));
    expect(screen.getByRole('button', { name: 'Commencer' })).toBeDisabled();
    const link = screen.getByRole('link', { name: /conditions générales/ });
    expect(link).toHaveAttribute('href', '/cgu');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['create', 'Bienvenue ! Créons ensemble votre DUERP'],
    ['resume', 'Reprenons la création de votre DUERP'],
    ['modify', 'Mettons à jour votre DUERP'],
  ] as const)('titles the %s case', (mode, title) => {
    renderIntro({ mode });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('offers Quit instead of Previous', () => {
    renderIntro({ quitTo: '/duerps/abc' });
    expect(screen.getByRole('link', { name: 'Quitter' })).toHaveAttribute('href', '/duerps/abc');
  });
});
