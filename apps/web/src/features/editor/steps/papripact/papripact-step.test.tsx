import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, Entreprise } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../../hooks/editor-context';
import { aRisque, FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { PapripactStep } from './papripact-step';

const ID = '11111111-1111-4111-8111-111111111111';
const TOGGLE = `POST /api/duerp/${ID}/update-toggle-papripact`;
const UPSERT = `POST /api/duerp/${ID}/upsert-action-preventive-papripact`;

function aDocument(enabled: boolean, entreprise: Partial<Entreprise> = {}): DuerpDocument {
  return aDuerp({
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise(entreprise),
      isPapripactEnabled: enabled,
      unitesDeTravail: [
        aUnit('Atelier', {
          categorieDeRisques: [
            { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: true },
          ],
          risques: [aRisque('r1', 'c1', 'Glissade'), aRisque('r2', 'c1', 'Chute dans l’escalier')],
        }),
      ],
    },
  });
}

function renderStep(duerp: DuerpDocument, routes: Parameters<typeof mockApi>[0] = {}) {
  const server = fakeDuerpServer(duerp);
  const calls = mockApi({ ...server.routes, ...routes });
  const goTo = vi.fn();
  renderWithProviders(
    <EditorContext value={{ step: 6, quitTo: '/duerps', goTo, setUnsaved: () => undefined }}>
      <FromCache id={duerp.id} render={(d) => <PapripactStep duerp={d} />} />
    </EditorContext>,
  );
  return { calls, goTo, user: userEvent.setup() };
}

const MANDATORY = 'Le PAPRIPACT est obligatoire pour votre structure';

afterEach(() => vi.useRealTimers());

describe('PapripactStep', () => {
  it('hides the actions while disabled, and lets the step be skipped', async () => {
    const { goTo, user } = renderStep(aDocument(false));
    const toggle = await screen.findByRole('switch', { name: 'Activer le PAPRIPACT' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('button', { name: "Qu'est-ce que le PAPRIPACT ?" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une action préventive' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Passer cette étape' }));
    expect(goTo).toHaveBeenCalledWith(7);
    // No action needed while it is off.
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(goTo).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByText('Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.'),
    ).toBeNull();
  });

  it.each([
    ['50 employees', { nombreEmployes: 50 }, 'Votre entreprise compte 50 salariés'],
    [
      'the public sector',
      { isSecteurPublic: true, nombreEmployes: 3 },
      'Votre structure relève du secteur public',
    ],
  ])(
    'warns that PAPRIPACT is mandatory with %s while it is off',
    async (_what, entreprise, reason) => {
      renderStep(aDocument(false, entreprise));
      expect(await screen.findByText(MANDATORY)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(reason))).toBeInTheDocument();
    },
  );

  it.each([
    ['below 50 employees in the private sector', false, { nombreEmployes: 49 }],
    ['once enabled', true, { nombreEmployes: 80, isSecteurPublic: true }],
  ])('does not warn %s', async (_what, enabled, entreprise) => {
    renderStep(aDocument(enabled, entreprise));
    expect(await screen.findByRole('switch')).toBeInTheDocument();
    expect(screen.queryByText(MANDATORY)).toBeNull();
  });

  it('saves the toggle at once, folding the explanation, and reverts it on failure', async () => {
    const { calls, user } = renderStep(aDocument(false, { nombreEmployes: 80 }));
    const toggle = await screen.findByRole('switch', { name: 'Activer le PAPRIPACT' });
    await user.click(toggle);
    expect(await screen.findByText('PAPRIPACT activé')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ isPapripactEnabled: true });
    expect(screen.getByRole('button', { name: "Qu'est-ce que le PAPRIPACT ?" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText(MANDATORY)).toBeNull();
    expect(screen.getByRole('tab', { name: /Atelier/ })).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('PAPRIPACT désactivé')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(MANDATORY)).toBeInTheDocument();
  });

  it('puts the toggle back when it cannot be saved', async () => {
    const { user } = renderStep(aDocument(false), { [TOGGLE]: () => ({ status: 503 }) });
    const toggle = await screen.findByRole('switch');
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Erreur : (503) Le serveur est actuellement indisponible ou en maintenance.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('button', { name: "Qu'est-ce que le PAPRIPACT ?" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('activates from the hidden content, focusing and highlighting the toggle for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderStep(aDocument(false));
    await user.click(await screen.findByRole('button', { name: 'Activer le PAPRIPACT' }));
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    const card = screen.getByRole('region', { name: 'Programme annuel de prévention (PAPRIPACT)' });
    expect(card.className).toMatch(/border-amber-500/);
    expect(await screen.findByText('PAPRIPACT activé')).toBeInTheDocument();
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(card.className).not.toMatch(/border-amber-500/));
  });

  it('needs at least one action to move on while enabled', async () => {
    const { goTo, user } = renderStep(aDocument(true));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(
      screen.getByText('Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.'),
    ).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('creates an action dated today, marks its risk, edits and deletes it', async () => {
    const { calls, goTo, user } = renderStep(aDocument(true));
    const add = await screen.findByRole('button', { name: 'Ajouter une action préventive' });
    await user.click(add);
    let dialog = screen.getByRole('dialog', { name: 'Nouvelle action préventive' });
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    expect(within(dialog).getByLabelText('Échéance')).toHaveValue(today);
    expect(within(dialog).getByLabelText('Statut')).toHaveValue('À planifier');
    await user.clear(within(dialog).getByLabelText('Échéance'));
    await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
    for (const message of [
      'Le risque associé est requis',
      'La description de la mesure est requise',
      'Le responsable est requis',
      'La date est requise',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(
      within(dialog).getByRole('option', { name: '○ Glissade (aucune action)' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Risque associé'), 'r1');
    await user.type(within(dialog).getByLabelText('Description de la mesure'), 'Tapis absorbants');
    await user.type(within(dialog).getByLabelText('Responsable'), 'Claire Martin');
    await user.type(within(dialog).getByLabelText('Échéance'), '2026-09-30');
    await user.type(within(dialog).getByLabelText('Indicateur de résultat'), 'Zéro glissade');
    await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
    expect(await screen.findByText('Action préventive créée avec succès !')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('upsert-action-preventive-papripact'))?.body).toEqual({
      idUniteDeTravail: 'u-Atelier',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Tapis absorbants',
      responsable: 'Claire Martin',
      budget: '',
      date: '2026-09-30',
      statut: 'À planifier',
      conditionsExecution: '',
      indicateurResultat: 'Zéro glissade',
      ressources: '',
    });
    const list = await screen.findByRole('list', { name: 'Actions préventives : Atelier' });
    expect(list).toHaveTextContent('Risque : Glissade');
    expect(list).toHaveTextContent('30 septembre 2026');
    await waitFor(() => expect(add).toHaveFocus());

    await user.click(
      screen.getByRole('button', { name: "Modifier l'action « Tapis absorbants »" }),
    );
    dialog = screen.getByRole('dialog', { name: "Modifier l'action préventive" });
    expect(
      within(dialog).getByRole('option', { name: '✓ Glissade (1 action)' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'En cours');
    await user.type(within(dialog).getByLabelText('Budget (facultatif)'), '2400');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Action préventive mise à jour avec succès !'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      idAction: 'a1',
      statut: 'En cours',
      // An amount is saved formatted, French style (narrow no-break space, no-break before €).
      budget: '2\u202f400\u00a0€',
    });

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(goTo).toHaveBeenCalledWith(7);

    await user.click(
      screen.getByRole('button', { name: "Supprimer l'action « Tapis absorbants »" }),
    );
    const confirm = screen.getByRole('dialog', { name: "Supprimer l'action préventive ?" });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(
      await screen.findByText('Action préventive supprimée avec succès !'),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      body: { idAction: 'a1', idUniteDeTravail: 'u-Atelier' },
    });
    expect(
      await screen.findByText(/Aucune action préventive pour cette unité/),
    ).toBeInTheDocument();
  });

  it('reports a failed save and keeps the dialog open', async () => {
    const { user } = renderStep(aDocument(true), { [UPSERT]: () => ({ status: 500 }) });
    await user.click(await screen.findByRole('button', { name: 'Ajouter une action préventive' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Risque associé'), 'r2');
    await user.type(within(dialog).getByLabelText('Description de la mesure'), 'Main courante');
    await user.type(within(dialog).getByLabelText('Responsable'), 'Paul');
    await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
    expect(
      await screen.findByText("Erreur lors de la sauvegarde de l'action préventive"),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
