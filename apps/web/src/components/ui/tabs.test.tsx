import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const TABS = ['Base vie de chantier', 'Atelier de menuiserie', 'Bureau', 'Dépôt'].map(
  (name, i) => ({ id: `u${i}`, label: name }),
);

function Strip() {
  const [selected, setSelected] = useState('u0');
  return (
    <Tabs label="Unités de travail" tabs={TABS} selectedId={selected} onSelect={setSelected}>
      <p>Contenu</p>
    </Tabs>
  );
}

/** jsdom lays nothing out: give the strip a 300 px box around 900 px of tabs. */
function layOut(scrollLeft: () => number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(scrollLeft);
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
});

describe('Tabs', () => {
  it('shows that a strip wider than its box scrolls, and scrolls it', async () => {
    let left = 0;
    layOut(() => left);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<Strip />);
    const next = await screen.findByRole('button', { name: 'Onglets suivants' });
    expect(screen.queryByRole('button', { name: 'Onglets précédents' })).not.toBeInTheDocument();
    await userEvent.setup().click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 240 }));

    left = 600;
    fireEvent.scroll(screen.getByRole('tablist'));
    expect(await screen.findByRole('button', { name: 'Onglets précédents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onglets suivants' })).not.toBeInTheDocument();
  });

  it('shows no arrow when every tab fits', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    render(<Strip />);
    expect(screen.queryByRole('button', { name: /^Onglets/ })).not.toBeInTheDocument();
  });
});
