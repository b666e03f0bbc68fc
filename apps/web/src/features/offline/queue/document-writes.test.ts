import { describe, expect, it } from 'vitest';
import { describeWrite, documentWriteOf } from './document-writes';

const id = '0b5e3c1e-2f7a-4c1e-9a51-6a7d3c2b1f00';
const photoId = '7c9d1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe('the writes that wait for the network', () => {
  it('reads what a write queued by an earlier version of the app stored (method and path)', () => {
    // The paths as the app wrote them by hand before the typed contract: still sent on replay.
    expect(documentWriteOf(`/api/duerp/${id}/update-risque`)).toEqual({
      documentPath: `/api/duerp/${id}`,
      route: 'update-risque',
      write: 'updateRisque',
      label: "Évaluation d'un risque",
    });
    expect(documentWriteOf(`/api/duerp/${id}/update-list-unitesdetravail`)?.route).toBe(
      'update-list-unitesdetravail',
    );
    expect(
      documentWriteOf(`/api/duerp/${id}/photos?idUniteDeTravail=u1&idRisque=r1`),
    ).toMatchObject({ documentPath: `/api/duerp/${id}`, route: 'photos', write: null });
    expect(documentWriteOf(`/api/duerp/${id}/photos/${photoId}`)?.route).toBe('photos');
  });

  it('names each change for the list of refused changes', () => {
    expect(describeWrite(`/api/duerp/${id}/delete-action-preventive-papripact`)).toBe(
      "Suppression d'une action de prévention",
    );
    expect(describeWrite(`/api/duerp/${id}/duplicate-unitedetravail`)).toBe(
      "Copie d'une unité de travail",
    );
    expect(describeWrite(`/api/duerp/${id}/generate`)).toBe('Modification du document');
  });

  it('lets every write of the RPS session wait, with the rule that shows it meanwhile', () => {
    expect(documentWriteOf(`/api/duerp/${id}/update-reponse-rps`)).toEqual({
      documentPath: `/api/duerp/${id}`,
      route: 'update-reponse-rps',
      write: 'updateReponseRps',
      label: 'Réponse du groupe à un facteur RPS',
    });
    for (const route of [
      'update-list-unites-rps',
      'update-dialogue-social-rps',
      'update-seance-rps',
      'update-reponse-simplifiee-rps',
      'update-synthese-rps',
      'upsert-action-rps',
      'delete-action-rps',
    ])
      expect(documentWriteOf(`/api/duerp/${id}/${route}`)?.write, route).not.toBeNull();
  });

  it('leaves every other write to the network', () => {
    for (const path of [
      `/api/duerp/${id}/generate`,
      `/api/duerp/${id}/live/presence`,
      `/api/duerp/${id}/share-links`,
      `/api/duerp/${id}/import/confirm`,
      `/api/duerp/${id}/update-risque/extra`,
      `/api/duerp/${id}`,
      '/api/duerp/create',
      `/api/espaces/${id}/rename`,
    ]) {
      expect(documentWriteOf(path), path).toBeNull();
    }
  });
});
