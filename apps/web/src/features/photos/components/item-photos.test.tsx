import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Photo } from '@duerp/domain/photos';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { mockApi, renderWithProviders } from '@/test/render';
import { PhotosScope } from './photos-scope';

const LIST = '/api/duerp/d1/photos';
const photo = (id: string, idRisque: string, legende = ''): Photo => ({
  id,
  idUniteDeTravail: 'u1',
  idRisque,
  idAction: null,
  legende,
  mimeType: 'image/jpeg',
  byteSize: 1000,
  width: 1600,
  height: 1200,
  creationTime: '2026-11-20T09:00:00Z',
});

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = (blob: Blob) => {
    created.push(`blob:${created.length}`);
    return `blob:${created.length - 1}-${blob.size}`;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

function serve(photos: Photo[]) {
  return mockApi({
    [`GET ${LIST}`]: () => ({ body: { photos } }),
    ...Object.fromEntries(
      photos.flatMap((p) => [
        [`GET ${LIST}/${p.id}?taille=miniature`, () => ({ body: {} })],
        [`GET ${LIST}/${p.id}`, () => ({ body: {} })],
        // mockApi answers JSON: a 200 stands for the API's 204.
        [`DELETE ${LIST}/${p.id}`, () => ({ status: 200 })],
      ]),
    ),
  });
}

const renderItem = (editable: boolean, idRisque = 'r1') =>
  renderWithProviders(
    <PhotosScope source={{ kind: 'draft', duerpId: 'd1' }} editable={editable}>
      <ItemPhotosSlot idUniteDeTravail="u1" idRisque={idRisque} label="Glissade" />
    </PhotosScope>,
  );

describe('ItemPhotos', () => {
  it("counts the item's own photos and walks through them with the arrow keys", async () => {
    serve([photo('p1', 'r1'), photo('p2', 'r1', 'Flaque'), photo('p3', 'r1'), photo('p4', 'r2')]);
    renderItem(true);
    expect(await screen.findByText('3 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 2 : Flaque' }));
    expect(screen.getByRole('dialog', { name: 'Photo 2 sur 3 · Glissade' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 sur 3 · Glissade' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 sur 3 · Glissade' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 sur 3 · Glissade' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the thumbnail that opened it', async () => {
    serve([photo('p1', 'r1'), photo('p2', 'r1')]);
    renderItem(true);
    const second = await screen.findByRole('button', { name: 'Agrandir la photo 2' });
    await userEvent.click(second);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('deletes a photo only once confirmed, then shows the one that took its place', async () => {
    const calls = serve([photo('p1', 'r1'), photo('p2', 'r1')]);
    renderItem(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Agrandir la photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer cette photo ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 sur 1 · Glissade' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${LIST}/p1`]);
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });

  it('revokes the object URLs of its images when it goes', async () => {
    serve([photo('p1', 'r1'), photo('p2', 'r1')]);
    const { unmount } = renderItem(false);
    await waitFor(() => expect(created).toHaveLength(2));
    unmount();
    expect(revoked).toHaveLength(2);
  });

  it('shows nothing to a reader on an item without photos, and no add button', async () => {
    const calls = serve([photo('p1', 'r1')]);
    renderItem(false, 'r2');
    await waitFor(() => expect(calls.some((c) => c.url === LIST)).toBe(true));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter une photo/ })).not.toBeInTheDocument();
  });

  it("follows the document's refresh (the live stream's, after another member's change)", async () => {
    serve([photo('p1', 'r1')]);
    const { queryClient } = renderItem(true);
    expect(await screen.findByText('1 photo')).toBeInTheDocument();
    serve([photo('p1', 'r1'), photo('p2', 'r1')]);
    // What the live stream invalidates: the document's query key (features/duerp/api/cache.ts).
    await queryClient.invalidateQueries({ queryKey: ['duerps', 'detail', 'd1'] });
    expect(await screen.findByText('2 photos')).toBeInTheDocument();
  });
});
