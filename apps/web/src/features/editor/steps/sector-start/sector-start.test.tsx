import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument, UpdateListRisquesBody } from '@duerp/domain/duerp';
import type { ModeleDuSecteur, ModeleRisque } from '@duerp/domain/premade';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { aRisque, FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { EditorContext } from '../../hooks/editor-context';
import { UnitsStep } from '../units-step';

const ID = '11111111-1111-4111-8111-111111111111';
const MODELE = `GET /api/duerpmasterdata/modele?duerpDocId=${ID}`;

const risque = (id: string, displayName: string, mesures: string[]): ModeleRisque => ({
  idPremadeRisque: `risque_${id}`,
  idPremadeCategorie: `cat_${id}`,
  code: `4.${id.length}`,
  displayName,
  infoSeuil: null,
  categorie: { code: '4', displayName: `Catégorie ${displayName}` },
  mesures: mesures.map((texte, i) => ({
    idMesure: `mesure_${id}_${i + 1}`,
    texte,
    principe: 8,
    nature: 'technique',
    article: null,
  })),
});

const MODEL: ModeleDuSecteur = {
  idModele: 'modele_boulangerie_patisserie',
  displayName: 'Boulangerie – pâtisserie',
  secteur: 'COMMERCE',
  unites: [
    {
      idUniteDeTravail: 'unite_commerce_boulangerie',
      displayName: 'Fournil et laboratoire',
      risques: [
        risque('farine', 'Asthme du boulanger', [
          'Capter les poussières au pétrin',
          'Verser la farine sans la jeter',
        ]),
        risque('four', 'Brûlure au four', ['Fournir des gants anti-chaleur']),
      ],
    },
    {
      idUniteDeTravail: 'unite_commerce_surface_vente',
      displayName: 'Vente en boutique',
      risques: [
        risque('debout', 'Station debout', [
          'Poser un tapis anti-fatigue',
          'Installer un siège assis-debout',
        ]),
      ],
    },
    {
      idUniteDeTravail: 'unite_livraison',
      displayName: 'Livraison',
      risques: [risque('route', 'Accident de la route', ['Entretenir le véhicule'])],
    },
  ],
};

const bakery = (overrides: Partial<DuerpDocument['data']> = {}) =>
  aDuerp({
    revision: 3,
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise({ secteurDActivite: 'Boulangerie-pâtisserie' }),
      ...overrides,
    },
  });

function renderStep(duerp: DuerpDocument, modele: ModeleDuSecteur | null = MODEL) {
  const server = fakeDuerpServer(duerp);
  const calls = mockApi({ ...server.routes, [MODELE]: () => ({ body: { modele } }) });
  renderWithProviders(
    <EditorContext
      value={{ step: 3, quitTo: '/duerps', goTo: () => undefined, setUnsaved: () => undefined }}
    >
      <FromCache id={duerp.id} render={(d) => <UnitsStep duerp={d} />} />
    </EditorContext>,
  );
  const listWrites = () =>
    calls
      .filter((c) => c.url.endsWith('/update-list-risques'))
      .map((c) => c.body as UpdateListRisquesBody);
  return { calls, listWrites, server, user: userEvent.setup() };
}

/** The first screen waits for the document, the catalogue and the model: slow on a busy machine. */
const LOADED = { timeout: 5_000 };

const question = () => screen.getByRole('group', { name: /: est-ce en place \?$/ });

describe('the sector start', () => {
  it('creates the kept units with their usual risks, unrated, then asks measure by measure', async () => {
    const { calls, listWrites, server, user } = renderStep(bakery());
    const picker = await screen.findByRole(
      'region',
      { name: 'Partir du modèle du secteur' },
      LOADED,
    );
    const boxes = within(picker).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    await user.click(within(picker).getByRole('checkbox', { name: /Livraison/ }));
    await user.click(within(picker).getByRole('button', { name: 'Partir du modèle du secteur' }));

    expect(
      await screen.findByText('Capter les poussières au pétrin : est-ce en place ?', {}, LOADED),
    ).toBeVisible();
    const units = calls.find((c) => c.url.endsWith('/update-list-unitesdetravail'))!;
    expect(units.headers['If-Match']).toBe('3');
    expect(
      (units.body as { unitesDeTravail: { displayName: string }[] }).unitesDeTravail.map(
        (u) => u.displayName,
      ),
    ).toEqual(['Fournil et laboratoire', 'Vente en boutique']);
    const [fournil] = listWrites();
    expect(fournil!.risques.map((r) => r.idPremadeRisque)).toEqual([
      'risque_farine',
      'risque_four',
    ]);
    expect(fournil!.categorieDeRisques).toHaveLength(2);
    expect(screen.getByText(/Question 1 sur 5/)).toBeVisible();
    const title = screen.getByRole('heading', { name: 'Les mesures de prévention déjà en place' });
    expect(title).toHaveFocus();

    await user.click(within(question()).getByRole('button', { name: 'Oui' }));
    await screen.findByText('Verser la farine sans la jeter : est-ce en place ?');
    await user.click(within(question()).getByRole('button', { name: 'Non' }));
    await screen.findByText('Fournir des gants anti-chaleur : est-ce en place ?');
    // The answers stay where they were: the keyboard goes on from the one it used.
    expect(within(question()).getByRole('button', { name: 'Non' })).toHaveFocus();
    await user.click(within(question()).getByRole('button', { name: 'Non concerné' }));
    expect(await screen.findByText(/Question 4 sur 5 · Unité 2 sur 2/)).toBeVisible();

    const stored = server.current().data.unitesDeTravail[0]!.risques;
    expect(stored[0]!.mesuresProposees?.map((m) => [m.idMesure, m.etat])).toEqual([
      ['mesure_farine_1', 'en-place'],
      ['mesure_farine_2', 'pas-en-place'],
    ]);
    expect(stored[1]!.mesuresProposees?.map((m) => m.etat)).toEqual(['non-concerne']);
    expect(stored.every((r) => r.evalGravite === null && !r.isRisqueEvalue)).toBe(true);

    await user.click(within(question()).getByRole('button', { name: 'Oui' }));
    await user.click(await screen.findByRole('button', { name: 'Non' }));
    expect(await screen.findByText(/Les 5 mesures proposées ont une réponse/)).toBeVisible();
    expect(title).toHaveFocus();
  });

  it('resumes at the first unanswered question of a stored document', async () => {
    const answered = { ...MODEL.unites[0]!.risques[0]!.mesures[0]!, etat: 'en-place' as const };
    renderStep(
      bakery({
        unitesDeTravail: [
          aUnit('Fournil', {
            risques: [
              aRisque('r1', 'c1', 'Asthme du boulanger', {
                idPremadeRisque: 'risque_farine',
                mesuresProposees: [answered],
              }),
              aRisque('r2', 'c1', 'Risque ajouté à la main'),
            ],
          }),
        ],
      }),
    );
    expect(
      await screen.findByText('Verser la farine sans la jeter : est-ce en place ?', {}, LOADED),
    ).toBeVisible();
    expect(screen.getByText(/Question 2 sur 2/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Partir du modèle du secteur' })).toBeNull();
  });

  it('asks for one unit at least before writing anything', async () => {
    const { calls, user } = renderStep(bakery());
    const picker = await screen.findByRole(
      'region',
      { name: 'Partir du modèle du secteur' },
      LOADED,
    );
    for (const box of within(picker).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(picker).getByRole('button', { name: 'Partir du modèle du secteur' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Cochez au moins une unité de travail.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the usual step alone when the sector has no model', async () => {
    const { calls } = renderStep(bakery(), null);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/modele?'))).toBe(true));
    expect(
      await screen.findByText(/Aucune unité de travail pour le moment/, {}, LOADED),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Partir du modèle du secteur' })).toBeNull();
  });
});
