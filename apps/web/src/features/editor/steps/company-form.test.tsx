import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Entreprise } from '@duerp/domain/duerp';
import { anEntreprise } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { CompanyForm } from './company-form';

function renderForm(entreprise: Entreprise | null = null) {
  const onSave = vi.fn(async (body: unknown) => body as Entreprise);
  const onDirtyChange = vi.fn();
  const onNext = vi.fn();
  renderWithProviders(
    <CompanyForm
      entreprise={entreprise}
      saving={false}
      onSave={onSave}
      onNext={onNext}
      onPrevious={vi.fn()}
      onDirtyChange={onDirtyChange}
    />,
  );
  return { onSave, onDirtyChange, onNext, user: userEvent.setup() };
}

describe('CompanyForm', () => {
  it('shows every required message on an empty form', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    for (const message of [
      "Le nom de l'entreprise est requis",
      'Le numéro SIRET est requis',
      "L'adresse est requise",
      "Le secteur d'activité est requis",
      "Le nombre d'employés est requis",
      'Le nom du représentant légal est requis',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('requires the establishment name for a single establishment', async () => {
    const { user } = renderForm(anEntreprise());
    expect(screen.queryByLabelText("Nom de l'établissement")).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Un seul établissement' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Le nom de l'établissement est requis")).toBeInTheDocument();
  });

  it('shows the establishment name error together with the others, in one round', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Un seul établissement' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Le nom de l'établissement est requis")).toBeInTheDocument();
    expect(screen.getByText("Le nom de l'entreprise est requis")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a SIRET with letters or a wrong check key', async () => {
    const { onSave, user } = renderForm(anEntreprise());
    const siret = screen.getByLabelText(/N° SIRET/);
    await user.clear(siret);
    await user.type(siret, '12AB');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const message = 'Le numéro SIRET est invalide (clé de contrôle incorrecte).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(siret);
    await user.type(siret, '732 829 320 00074');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ siret: '732 829 320 00074' }),
      'stay',
    );
  });

  it('refuses a negative headcount and calls employees agents in the public sector', async () => {
    const { user } = renderForm(anEntreprise());
    const field = screen.getByLabelText("Nombre d'employés");
    await user.clear(field);
    await user.type(field, '-3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Le nombre d'employés doit être supérieur à 0"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Secteur public' }));
    expect(screen.getByLabelText("Nombre d'agents")).toBeInTheDocument();
  });

  it('suggests sectors ignoring case and accents, and says when one is recognised', async () => {
    const { user } = renderForm();
    const secteur = screen.getByRole('combobox', { name: "Secteur d'activité" });
    await user.type(secteur, 'HOPI');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hôpital']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(secteur).toHaveValue('Hôpital');
    expect(
      screen.getByText("Des risques spécifiques à ce secteur d'activité vous seront proposés."),
    ).toBeInTheDocument();
    await user.clear(secteur);
    await user.type(secteur, 'Agriculture bio');
    expect(screen.queryByText(/Des risques spécifiques/)).not.toBeInTheDocument();
  });

  it('reports unsaved changes, and sends the typed values with a numeric headcount', async () => {
    const { onSave, onDirtyChange, user } = renderForm(anEntreprise());
    await user.clear(screen.getByLabelText('Raison sociale'));
    await user.type(screen.getByLabelText('Raison sociale'), 'Boulangerie Durand');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ nom: 'Boulangerie Durand', nombreEmployes: 12 }),
      'stay',
    );
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('moves on without saving when nothing changed', async () => {
    const { onSave, onNext, user } = renderForm(anEntreprise());
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
  });
});
