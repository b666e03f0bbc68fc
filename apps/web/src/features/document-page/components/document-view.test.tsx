import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { aCompleteDuerp, ACTION, DUERP_ID, paid } from '@/features/duerp/test/fixtures';
import { DocumentView } from './document-view';

const categoryButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^(\\S+ )?${name}`) });

describe('DocumentView', () => {
  it('shows the company, the summary and the PAPRIPACT, with their edit links', () => {
    renderWithProviders(<DocumentView duerp={paid(aCompleteDuerp())} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('732 829 320 00074')).toBeInTheDocument();
    const edit = (section: string) =>
      screen
        .getByRole('link', { name: new RegExp(`^Modifier ?: ${section}$`) })
        .getAttribute('href');
    expect(edit("Informations de l'entreprise")).toBe(`/duerps/${DUERP_ID}/edit?step=2`);
    expect(edit("Synthèse de l'évaluation")).toBe(`/duerps/${DUERP_ID}/edit?step=5`);
    expect(edit('Liste des risques')).toBe(`/duerps/${DUERP_ID}/edit?step=4`);
    expect(edit('PAPRIPACT – actions de prévention')).toBe(`/duerps/${DUERP_ID}/edit?step=6`);
    expect(screen.getByText(/figure en intégralité dans le PDF/)).toBeInTheDocument();
    // Global level: (3 + 20 + 0.25 + 2) / 4 = 6.3, critical.
    expect(screen.getByText('6,3')).toBeInTheDocument();
    const perUnit = screen.getByRole('table', { name: 'Niveau de risque par unité de travail' });
    expect(within(perUnit).getByRole('rowheader', { name: 'Atelier' })).toBeInTheDocument();
    expect(screen.getByText('En cours')).toHaveClass('statut-en-cours');
  });

  it('shows budgets as amounts in euros with totals per unit and for the PAPRIPACT', () => {
    const duerp = paid(aCompleteDuerp());
    const [atelier, bureau] = duerp.data.unitesDeTravail;
    atelier!.papripactActionsPreventives = [
      { ...ACTION, idAction: 'a1', budget: '5000' },
      { ...ACTION, idAction: 'a2', budget: '2 400 €' },
      { ...ACTION, idAction: 'a3', budget: 'devis demandé' },
    ];
    bureau!.papripactActionsPreventives = [
      { ...ACTION, idAction: 'a4', idUniteDeTravail: bureau!.idUniteDeTravail, budget: '120,50' },
    ];
    renderWithProviders(<DocumentView duerp={duerp} />);
    const section = screen.getByRole('region', { name: 'PAPRIPACT – actions de prévention' });
    const text = (section.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');
    expect(text).toContain('Budget : 5 000 €');
    expect(text).toContain('Budget : 2 400 €');
    expect(text).toContain('Budget : devis demandé');
    // As the PDF writes them (presentActions).
    expect(text).toContain(
      'Coût estimé total du programme : 7 520,50 € (3 actions chiffrées sur 4).',
    );
    expect(text).toContain('3 actions · coût estimé 7 400 € (2 actions chiffrées sur 3)');
    expect(text).toContain('1 action · coût estimé 120,50 €');
  });

  it('says that some risks are not evaluated when the global level is absent', () => {
    const duerp = paid(aCompleteDuerp());
    duerp.data = { ...duerp.data, niveauDeRisqueTotalValue: null, niveauDeRisqueTotalStatus: null };
    renderWithProviders(<DocumentView duerp={duerp} />);
    expect(screen.getByText(/Certains risques ne sont pas encore évalués/)).toBeInTheDocument();
  });

  it('opens the evaluation grid with its three tabs', async () => {
    renderWithProviders(<DocumentView duerp={paid(aCompleteDuerp())} />);
    await userEvent.setup().click(screen.getByRole('button', { name: "Grille d'évaluation" }));
    const dialog = await screen.findByRole('dialog', { name: "Grille d'évaluation des risques" });
    for (const tab of ['Détails des critères', 'Formule de calcul', "Priorités d'action"]) {
      expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('lets categories of the simplified view toggle freely with full access', async () => {
    renderWithProviders(<DocumentView duerp={paid(aCompleteDuerp())} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Vue simplifiée' }));
    await user.click(categoryButton('Chutes'));
    await user.click(categoryButton('Bruit'));
    expect(categoryButton('Chutes')).toHaveAttribute('aria-expanded', 'true');
    expect(categoryButton('Bruit')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Exposition au bruit')).toBeVisible();
  });

  describe('in demo mode (no full access)', () => {
    it('reverses the displayed texts but not the company, and opens the simplified view', () => {
      renderWithProviders(<DocumentView duerp={aCompleteDuerp()} />);
      expect(screen.getByRole('tab', { name: 'Vue simplifiée' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByRole('heading', { name: 'Boulangerie Martin' })).toBeInTheDocument();
      // The legal representative, and the person in charge of the action.
      expect(screen.getAllByText('Claire Martin', { selector: 'dd' })).toHaveLength(2);
      expect(screen.getAllByRole('heading', { name: 'reiletA' }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('heading', { name: 'Atelier' })).not.toBeInTheDocument();
      expect(categoryButton('setuhC')).toBeInTheDocument();
      // The preventive action's description is reversed, its person and status are not.
      expect(screen.getByText('elbats uaebacse nu retehcA')).toBeInTheDocument();
      expect(screen.getByText('En cours')).toHaveClass('statut-en-cours');
    });

    it('keeps one category open at a time', async () => {
      renderWithProviders(<DocumentView duerp={aCompleteDuerp()} />);
      const user = userEvent.setup();
      await user.click(categoryButton('setuhC'));
      expect(categoryButton('setuhC')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('edassilG')).toBeVisible();
      await user.click(categoryButton('tiurB'));
      expect(categoryButton('tiurB')).toHaveAttribute('aria-expanded', 'true');
      expect(categoryButton('setuhC')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('edassilG')).not.toBeVisible();
      await user.click(categoryButton('tiurB'));
      expect(categoryButton('tiurB')).toHaveAttribute('aria-expanded', 'false');
    });

    it('blurs the interactive view behind a notice leading to the plans', async () => {
      renderWithProviders(<DocumentView duerp={aCompleteDuerp()} />);
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Vue interactive' }));
      const blurred = screen.getByTestId('interactive-view-blurred');
      expect(blurred).toHaveAttribute('inert');
      expect(blurred).toHaveAttribute('aria-hidden', 'true');
      expect(blurred).toHaveClass('blur-[4px]');
      // Hidden from assistive technologies: the table is not reachable.
      expect(screen.queryByRole('table', { name: 'Tableau des risques' })).not.toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Débloquer la vue interactive' })).toHaveAttribute(
        'href',
        `/choose-plan?duerpid=${DUERP_ID}`,
      );
    });
  });
});
