import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aCompleteDuerp, paid } from '@/features/duerp/test/fixtures';
import { DocumentView } from './document-view';

function renderView() {
  renderWithProviders(<DocumentView duerp={paid(aCompleteDuerp())} />);
  return userEvent.setup();
}

/** The names in the table's risk rows, top to bottom. */
const table = () => screen.getByRole('table', { name: 'Tableau des risques' });
const riskNames = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => within(row).getAllByRole('cell')[1]!.firstChild!.textContent);

const groupHeadings = () =>
  within(table())
    .getAllByRole('columnheader')
    .filter((h) => h.getAttribute('scope') === 'colgroup')
    .map((h) => h.textContent);

describe('InteractiveView', () => {
  it('is the default tab with full access, grouped by unit then category in document order', () => {
    renderView();
    expect(screen.getByRole('tab', { name: 'Vue interactive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(riskNames()).toEqual([
      'Glissade',
      "Chute d'escabeau",
      'Exposition au bruit',
      'Fatigue visuelle',
    ]);
    expect(groupHeadings()).toEqual([
      'Unité de travail : Atelier',
      '01  Chutes',
      '02  Bruit',
      'Unité de travail : Bureau',
      '03  Écrans',
    ]);
  });

  it('searches name, code, danger and remarks, ignoring case', async () => {
    const user = renderView();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un risque' });
    await user.type(search, 'SOL MOUILL');
    expect(riskNames()).toEqual(['Glissade']);
    expect(screen.getByText('1 risque trouvé')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'plonge');
    expect(riskNames()).toEqual(['Glissade']);
    await user.clear(search);
    await user.type(search, '3.1');
    expect(riskNames()).toEqual(['Fatigue visuelle']);
    await user.clear(search);
    await user.type(search, 'fatigue');
    expect(riskNames()).toEqual(['Fatigue visuelle']);
    expect(groupHeadings()).toEqual(['Unité de travail : Bureau', '03  Écrans']);
    await user.clear(search);
    await user.type(search, 'introuvable');
    expect(screen.queryByRole('table', { name: 'Tableau des risques' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucun risque ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('sorts by code (numeric-aware) or by level (descending), and groups on demand', async () => {
    const user = renderView();
    await user.click(screen.getByRole('checkbox', { name: 'Regrouper par unité de travail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Regrouper par catégorie de risques' }));
    expect(groupHeadings()).toEqual([]);
    // Without grouping, the unit and the category become columns.
    expect(
      within(table()).getByRole('columnheader', { name: 'Unité de travail' }),
    ).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Catégorie' })).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    await user.selectOptions(sort, 'Numéro du risque');
    expect(riskNames()).toEqual([
      "Chute d'escabeau", // 1.2
      'Glissade', // 1.10
      'Exposition au bruit', // 2.1
      'Fatigue visuelle', // 3.1
    ]);
    await user.selectOptions(sort, 'Niveau de risque');
    expect(riskNames()).toEqual([
      "Chute d'escabeau", // 20
      'Glissade', // 3
      'Fatigue visuelle', // 2
      'Exposition au bruit', // 0.25
    ]);

    // Grouped by category only: categories of every unit, sorted inside.
    await user.click(screen.getByRole('checkbox', { name: 'Regrouper par catégorie de risques' }));
    expect(groupHeadings()).toEqual(['01  Chutes', '02  Bruit', '03  Écrans']);
    expect(
      within(table()).queryByRole('columnheader', { name: 'Catégorie' }),
    ).not.toBeInTheDocument();
    expect(riskNames()).toEqual([
      "Chute d'escabeau",
      'Glissade',
      'Exposition au bruit',
      'Fatigue visuelle',
    ]);
  });

  it('puts unevaluated risks last when sorting by level', async () => {
    const duerp = paid(aCompleteDuerp());
    const atelier = duerp.data.unitesDeTravail[0]!;
    atelier.risques[0] = {
      ...atelier.risques[0]!,
      isRisqueEvalue: false,
      niveauDeRisqueValue: null,
      niveauDeRisqueStatus: null,
    };
    renderWithProviders(<DocumentView duerp={duerp} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Regrouper par unité de travail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Regrouper par catégorie de risques' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Trier par' }),
      'Niveau de risque',
    );
    expect(riskNames()).toEqual([
      "Chute d'escabeau",
      'Fatigue visuelle',
      'Exposition au bruit',
      'Glissade',
    ]);
  });

  it('opens the preventive actions of a risk', async () => {
    const user = renderView();
    await user.click(screen.getByRole('button', { name: /^1 action.*Chute d'escabeau$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Actions de prévention du risque' });
    expect(within(dialog).getByText('Acheter un escabeau stable')).toBeInTheDocument();
    expect(within(dialog).getByText('En cours')).toHaveClass('statut-en-cours');
    expect(within(dialog).getByText('1 juin 2026')).toBeInTheDocument();
  });

  it('shows maîtrise with its reversed number: Absente as 1, Forte as 4', () => {
    renderView();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const column = (letter: string) => headers.findIndex((h) => h?.startsWith(letter));
    const criteriaOf = (name: string) => {
      const row = within(table())
        .getAllByRole('row')
        .find((r) => within(r).queryAllByRole('cell')[1]?.firstChild?.textContent === name)!;
      // Cells come after the row header cells; the first column is a cell too (N°).
      const cells = within(row).getAllByRole('cell');
      return ['G', 'F', 'M'].map((letter) => cells[column(letter)]?.textContent);
    };
    // Stored gravité 4, fréquence 4, maîtrise 4 (Absente); then 1, 1, 1 (Forte).
    expect(criteriaOf("Chute d'escabeau")).toEqual(['4', '4', '1']);
    expect(criteriaOf('Exposition au bruit')).toEqual(['1', '1', '4']);
    expect(
      within(table()).getAllByText((_, el) => el?.textContent === 'G 4 · F 4 · M 1').length,
    ).toBeGreaterThan(0);
  });
});
