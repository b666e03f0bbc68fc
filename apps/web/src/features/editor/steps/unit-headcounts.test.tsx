import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { UnitHeadcounts } from './unit-headcounts';

const ID = '11111111-1111-4111-8111-111111111111';
const UPDATE = `POST /api/duerp/${ID}/update-effectif-unite`;

function renderHeadcounts(duerp: DuerpDocument) {
  const calls = mockApi({ [UPDATE]: () => ({ body: duerp }) });
  renderWithProviders(<UnitHeadcounts duerp={duerp} />);
  return { posted: () => calls.filter((c) => c.method === 'POST'), user: userEvent.setup() };
}

const withUnits = (...units: ReturnType<typeof aUnit>[]) =>
  aDuerp({
    id: ID,
    data: { ...aDuerp().data, entreprise: anEntreprise(), unitesDeTravail: units },
  });

describe('UnitHeadcounts (step 3)', () => {
  it('saves a unit headcount and how many are women', async () => {
    const { posted, user } = renderHeadcounts(withUnits(aUnit('Atelier'), aUnit('Bureau')));
    const atelier = screen.getByRole('group', { name: 'Atelier' });
    await user.type(within(atelier).getByLabelText("Effectif de l'unité"), '8');
    await user.type(within(atelier).getByLabelText('dont femmes'), '3');
    await user.click(within(atelier).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("Effectif de l'unité enregistré")).toBeInTheDocument();
    expect(posted()[0]?.body).toEqual({
      idUniteDeTravail: withUnits(aUnit('Atelier')).data.unitesDeTravail[0]!.idUniteDeTravail,
      effectif: 8,
      effectifFemmes: 3,
    });
  });

  it('refuses more women than the unit headcount without calling the server', async () => {
    const { posted, user } = renderHeadcounts(withUnits(aUnit('Atelier')));
    const atelier = screen.getByRole('group', { name: 'Atelier' });
    await user.type(within(atelier).getByLabelText("Effectif de l'unité"), '2');
    await user.type(within(atelier).getByLabelText('dont femmes'), '5');
    await user.click(within(atelier).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Le nombre de femmes ne peut pas dépasser l'effectif de l'unité."),
    ).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('warns, without blocking, when the units do not add up to the company headcount', () => {
    renderHeadcounts(
      withUnits(aUnit('Atelier', { effectif: 4 }), aUnit('Bureau', { effectif: 5 })),
    );
    expect(
      screen.getByText(
        /La somme des effectifs des unités \(9\) diffère de l'effectif de l'entreprise \(12\)/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when no unit has a headcount', () => {
    renderHeadcounts(withUnits(aUnit('Atelier')));
    expect(screen.queryByText(/La somme des effectifs/)).toBeNull();
  });
});
