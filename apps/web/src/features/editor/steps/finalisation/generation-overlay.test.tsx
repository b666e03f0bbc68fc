import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerationOverlay } from './generation-overlay';
import { generationProgress } from './generation-progress';

describe('generationProgress', () => {
  it('runs linearly over the 12 s estimate and never reaches 100 %', () => {
    expect(generationProgress(0)).toBe(0);
    expect(generationProgress(3_000)).toBe(25);
    expect(generationProgress(11_999)).toBe(99);
    expect(generationProgress(12_000)).toBe(99);
    expect(generationProgress(600_000)).toBe(99);
  });
});

describe('GenerationOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('blocks the page with a progress bar capped at 99 %', async () => {
    render(<GenerationOverlay />);
    const dialog = screen.getByRole('dialog', { name: 'Génération de votre DUERP…' });
    const bar = screen.getByRole('progressbar', { name: 'Progression de la génération' });
    expect(dialog).toContainElement(bar);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(bar).toHaveAttribute('aria-valuenow', '99');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(bar).toHaveAttribute('aria-valuenow', '99');
    expect(screen.getByText('99 %')).toBeInTheDocument();
    // Neither a close button nor Escape ends it: only the end of the generation does.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
