import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PremadeRisksDialog } from './premade-risks-dialog';
import { TEST_CATALOGUE } from '@/features/duerp/test/test-catalogue';

function renderDialog() {
  const onAdd = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <PremadeRisksDialog
      open
      onOpenChange={onOpenChange}
      catalogue={TEST_CATALOGUE}
      unitName="Atelier"
      existing={{ categorieDeRisques: [], risques: [] }}
      onAdd={onAdd}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Ajouter des risques prédéfinis' });
  return { dialog, onAdd, onOpenChange, user: userEvent.setup() };
}

const checkboxNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((c) => (c as HTMLInputElement).labels?.[0]?.textContent);

describe('PremadeRisksDialog', () => {
  it('lists the sector family first, open, and starts in the search field', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Rechercher un risque')).toHaveFocus();
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Risques fréquents dans votre secteur',
      'Chutes de hauteur',
      'Bruit',
      'Risques psychosociaux',
    ]);
    expect(
      within(dialog).getByRole('button', { name: 'Risques fréquents dans votre secteur' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Bruit' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it.each([
    ['echelle', 'a category name and tag', "Chute d'une échelle"],
    ['ECHELLE', 'ignoring case', "Chute d'un escabeau"],
    ['surdite', 'a tag', 'Acouphènes après un choc'],
    ['epuisement', 'a risk name', 'Épuisement professionnel'],
  ])('finds "%s" typed without accents (%s)', async (query, _what, risk) => {
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByLabelText('Rechercher un risque'), query);
    expect(within(dialog).getByRole('checkbox', { name: risk })).toBeVisible();
  });

  it('shows only what matches, and says when nothing does', async () => {
    const { dialog, user } = renderDialog();
    const search = within(dialog).getByLabelText('Rechercher un risque');
    await user.type(search, 'épuisement');
    expect(checkboxNames(dialog)).toEqual(['Charge de travail', 'Épuisement professionnel']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(dialog).getByText('Aucun risque ne correspond à votre recherche.')).toBeVisible();
  });

  it('ticks every risk with its category, and the category once all its risks are ticked', async () => {
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Chutes de hauteur' }));
    const category = within(dialog).getByRole('checkbox', {
      name: 'Échelles, escabeaux et marchepieds',
    });
    const escabeau = within(dialog).getByRole('checkbox', { name: "Chute d'un escabeau" });
    const echelle = within(dialog).getByRole('checkbox', { name: "Chute d'une échelle" });

    await user.click(category);
    expect(escabeau).toBeChecked();
    expect(echelle).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 risques sélectionnés');

    await user.click(echelle);
    expect(category).not.toBeChecked();
    expect(category).toHaveProperty('indeterminate', true);

    await user.click(echelle);
    expect(category).toBeChecked();
    expect(category).toHaveProperty('indeterminate', false);

    await user.click(category);
    expect(escabeau).not.toBeChecked();
    expect(echelle).not.toBeChecked();
  });

  it('works with the keyboard alone', async () => {
    const { dialog, onAdd, user } = renderDialog();
    await user.tab(); // past the search field, to the sector family's button
    await user.tab(); // its first category
    expect(within(dialog).getByRole('checkbox', { name: 'Bruit des machines' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ idPremadeRisque: 'hl_r_surdite' }),
    ]);
  });

  it('asks for at least one risk', async () => {
    const { dialog, onAdd, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la sélection' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Veuillez sélectionner au moins un risque',
    );
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Surdité professionnelle' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ticks a risk everywhere it is listed, and adds it once', async () => {
    const { dialog, onAdd, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Bruit' }));
    const [inSector, inOwnFamily] = within(dialog).getAllByRole('checkbox', {
      name: 'Surdité professionnelle',
    });
    await user.click(inSector!);
    expect(inOwnFamily).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 risque sélectionné');
    await user.click(inOwnFamily!);
    expect(inSector).not.toBeChecked();

    // The category of the family ticks the sector's copy of its risks too.
    const [, ownCategory] = within(dialog).getAllByRole('checkbox', { name: 'Bruit des machines' });
    await user.click(ownCategory!);
    expect(inSector).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 risques sélectionnés');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la sélection' }));
    expect(onAdd).toHaveBeenCalledOnce();
    const added = onAdd.mock.calls[0]![0] as { displayName: string }[];
    expect(added.map((r) => r.displayName)).toEqual([
      'Surdité professionnelle',
      'Acouphènes après un choc',
    ]);
  });
});
