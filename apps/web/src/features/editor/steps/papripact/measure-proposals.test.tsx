import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  COLLECTIVE_FIRST_NOTICE,
  recomputeLevels,
  type DuerpDocument,
  type MesureChoisie,
  type UpsertActionBody,
} from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../../hooks/editor-context';
import { aRisque, FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { MESURES_ESCABEAU } from '@/features/duerp/test/test-catalogue';
import { PapripactStep } from './papripact-step';

const [plateforme, verifier, chaussures] = MESURES_ESCABEAU.map(
  (m) => (etat: MesureChoisie['etat']) => ({ ...m, etat }),
) as [
  (etat: MesureChoisie['etat']) => MesureChoisie,
  (etat: MesureChoisie['etat']) => MesureChoisie,
  (etat: MesureChoisie['etat']) => MesureChoisie,
];
const UPSERT = '/upsert-action-preventive-papripact';
const [PLATEFORME, VERIFIER] = MESURES_ESCABEAU.map((m) => m.texte) as [string, string];

/** A « Critique » risk met only by shoes, and a « Faible » one with a measure not in place. */
function aDocument(): DuerpDocument {
  const base = aDuerp().data;
  return aDuerp({
    data: recomputeLevels({
      ...base,
      entreprise: anEntreprise(),
      isPapripactEnabled: true,
      unitesDeTravail: [
        aUnit('Réserve', {
          categorieDeRisques: [
            { idCategorie: 'c1', code: '2.1', displayName: 'Échelles', isUserDefined: false },
          ],
          risques: [
            aRisque('r1', 'c1', "Chute d'un escabeau", {
              evalGravite: 4,
              evalFrequence: 4,
              evalMaitrise: 1,
              mesuresProposees: [
                plateforme('pas-en-place'),
                verifier('pas-en-place'),
                chaussures('en-place'),
              ],
            }),
            aRisque('r2', 'c1', 'Chute de plain-pied', {
              evalGravite: 1,
              evalFrequence: 1,
              evalMaitrise: 4,
              mesuresProposees: [{ ...plateforme('pas-en-place'), idMesure: 'autre' }],
            }),
          ],
        }),
      ],
    }),
  });
}

function renderStep(duerp: DuerpDocument) {
  const calls = mockApi(fakeDuerpServer(duerp).routes);
  renderWithProviders(
    <EditorContext
      value={{ step: 6, quitTo: '/duerps', goTo: vi.fn(), setUnsaved: () => undefined }}
    >
      <FromCache id={duerp.id} render={(d) => <PapripactStep duerp={d} />} />
    </EditorContext>,
  );
  const upserts = () =>
    calls.filter((c) => c.url.endsWith(UPSERT)).map((c) => c.body as UpsertActionBody);
  return { upserts, user: userEvent.setup() };
}

describe('step 6: the proposed measures not in place (issue 41)', () => {
  it('proposes those of a high risk, each planned from a prefilled modal in one click, and warns that collective protection comes first', async () => {
    const { upserts, user } = renderStep(aDocument());
    const section = await screen.findByRole('region', {
      name: 'Mesures proposées pour les risques importants et critiques',
    });
    const list = within(section).getByRole('list', {
      name: "Mesures à planifier : Chute d'un escabeau",
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${PLATEFORME}Planifier cette mesure`, `${VERIFIER}Planifier cette mesure`]);
    expect(within(section).queryByText(/Chute de plain-pied/)).toBeNull();
    expect(within(section).getByText(COLLECTIVE_FIRST_NOTICE)).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', {
        name: `Planifier cette mesure : « ${PLATEFORME} »`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle action préventive' });
    expect(within(dialog).getByLabelText('Risque associé')).toHaveValue('r1');
    expect(within(dialog).getByLabelText('Description de la mesure')).toHaveValue(PLATEFORME);
    expect(within(dialog).getByLabelText('Responsable')).toHaveValue('');
    expect(within(dialog).getByLabelText('Échéance')).toHaveValue('');
    expect(within(dialog).getByLabelText('Budget (facultatif)')).toHaveValue('');
    expect(upserts()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Responsable'), 'Paul');
    await user.type(within(dialog).getByLabelText('Échéance'), '2026-09-30');
    await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
    await screen.findByText('Action préventive créée avec succès !');
    expect(upserts()).toEqual([
      expect.objectContaining({
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: PLATEFORME,
        responsable: 'Paul',
        date: '2026-09-30',
        statut: 'À planifier',
      }),
    ]);
    // Planned: no longer proposed, and a collective protection is now planned.
    const after = screen.getByRole('list', { name: "Mesures à planifier : Chute d'un escabeau" });
    expect(within(after).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(COLLECTIVE_FIRST_NOTICE)).toBeNull();
  });
});
