import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../hooks/editor-context';
import { UnitsStep } from './units-step';

const ID = '11111111-1111-4111-8111-111111111111';
const UPDATE = `POST /api/duerp/${ID}/update-list-unitesdetravail`;
type Sent = { unitesDeTravail: { idUniteDeTravail: string; displayName: string }[] };

const mine = aDuerp({
  id: ID,
  revision: 4,
  data: {
    ...aDuerp().data,
    entreprise: anEntreprise(),
    unitesDeTravail: [aUnit('Atelier'), aUnit('Bureau')],
  },
});
/** The same document after someone else renamed its first unit. */
const renamedElsewhere = (name: string): DuerpDocument => ({
  ...mine,
  revision: 5,
  data: {
    ...mine.data,
    unitesDeTravail: mine.data.unitesDeTravail.map((u, i) =>
      i === 0 ? { ...u, displayName: name } : u,
    ),
  },
});

/** The first write meets a newer revision (409); the next ones are saved. */
function renderStep(latest: DuerpDocument) {
  let writes = 0;
  const calls = mockApi({
    [`GET /api/duerpmasterdata/risques?duerpDocId=${ID}`]: () => ({
      body: { unitesDeTravail: [], familleDeRisques: [], categorieDeRisques: [], risques: [] },
    }),
    [`GET /api/duerp/${ID}`]: () => ({ body: latest }),
    [UPDATE]: () =>
      (writes += 1) === 1
        ? { status: 409, body: { message: 'Ce DUERP a été modifié entre-temps.' } }
        : { body: { ...latest, revision: latest.revision + 1 } },
  });
  renderWithProviders(
    <EditorContext
      value={{ step: 3, quitTo: '/duerps', goTo: () => undefined, setUnsaved: () => undefined }}
    >
      <UnitsStep duerp={mine} />
    </EditorContext>,
  );
  const posts = () => calls.filter((c) => `${c.method} ${c.url}` === UPDATE);
  return { posts, user: userEvent.setup() };
}

describe('a unit list saved while someone else changed it', () => {
  it('re-applies my added unit on their newer list, keeping their rename', async () => {
    const { posts, user } = renderStep(renamedElsewhere('Atelier bois'));
    await user.type(screen.getByLabelText("Nom de l'unité personnalisée"), 'Cuisine');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Unité de travail ajoutée')).toBeInTheDocument();
    const [first, second] = posts();
    expect(first!.headers['If-Match']).toBe('4');
    expect(second!.headers['If-Match']).toBe('5');
    expect((second!.body as Sent).unitesDeTravail.map((u) => u.displayName)).toEqual([
      'Atelier bois',
      'Bureau',
      'Cuisine',
    ]);
  });

  it('shows both renames of one unit side by side and saves the one chosen', async () => {
    const { posts, user } = renderStep(renamedElsewhere('Atelier B'));
    await user.click(screen.getByRole('button', { name: "Renommer l'unité Atelier" }));
    const rename = screen.getByRole('dialog', { name: "Renommer l'unité de travail" });
    const field = within(rename).getByLabelText("Nom de l'unité de travail");
    await user.clear(field);
    await user.type(field, 'Atelier A');
    await user.click(within(rename).getByRole('button', { name: 'Renommer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Modifications simultanées' });
    const mineChoice = within(dialog).getByRole('radio', { name: /Votre version\s*Atelier A/ });
    const theirChoice = within(dialog).getByRole('radio', {
      name: /Version de l'autre personne\s*Atelier B/,
    });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer ce choix' });
    expect(save).toBeDisabled();
    expect(posts()).toHaveLength(1);
    expect(mineChoice).not.toBeChecked();
    await user.click(theirChoice);
    await user.click(save);
    expect(await screen.findByText('Unité de travail renommée')).toBeInTheDocument();
    const last = posts().at(-1)!;
    expect(last.headers['If-Match']).toBe('5');
    expect((last.body as Sent).unitesDeTravail.map((u) => u.displayName)).toEqual([
      'Atelier B',
      'Bureau',
    ]);
  });

  it('says so when I abandon my change in the conflict screen, and saves nothing more', async () => {
    const { posts, user } = renderStep(renamedElsewhere('Atelier B'));
    await user.click(screen.getByRole('button', { name: "Supprimer l'unité Atelier" }));
    const confirm = screen.getByRole('dialog', { name: "Supprimer l'unité de travail ?" });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifications simultanées' });
    expect(within(dialog).getByText('Unité supprimée')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abandonner ma modification' }));
    expect(
      await screen.findByText("Votre modification n'a pas été enregistrée."),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });
});
