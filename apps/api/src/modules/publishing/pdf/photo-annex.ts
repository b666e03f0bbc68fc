import { formatDateLong } from '@duerp/domain/calendar';
import type { DuerpData } from '@duerp/domain/duerp';

export const PHOTO_ANNEX_TITLE = 'Annexe photographique';

/** Photos on a page of the annex (two rows of two), in the PDF and the DOCX. */
export const PHOTOS_PER_PAGE = 4;

/**
 * A photo of a version's "Annexe photographique" as the render workers receive it: its bytes are
 * handed to the worker (transferred, not copied nor encoded as text), its labels resolved there
 * from the snapshot.
 */
export interface AnnexPhoto {
  idUniteDeTravail: string;
  idRisque: string | null;
  idAction: string | null;
  legende: string;
  /** ISO instant the photo was taken into the document. */
  creationTime: string;
  mimeType: string;
  data: Uint8Array;
}

/** What the annex prints beside a photo. */
export interface AnnexPhotoLabels {
  unite: string;
  /** "Risque : …" or "Action : …". */
  sujet: string;
  legende: string;
  /** "Photo du 3 mars 2026". */
  date: string;
}

const REMOVED = '(retiré du document)';

/** The unit, the risk or action, the caption and the date of a photo, from the version's data. */
export function annexPhotoLabels(data: DuerpData, photo: AnnexPhoto): AnnexPhotoLabels {
  const unite = data.unitesDeTravail.find((u) => u.idUniteDeTravail === photo.idUniteDeTravail);
  let sujet: string;
  if (photo.idAction !== null) {
    const action = unite?.papripactActionsPreventives.find((a) => a.idAction === photo.idAction);
    sujet = `Action : ${action?.descriptionDeLaMesure.trim() || REMOVED}`;
  } else {
    const risque = unite?.risques.find((r) => r.idRisque === photo.idRisque);
    sujet = `Risque : ${risque?.displayName.trim() || REMOVED}`;
  }
  return {
    unite: unite?.displayName.trim() || `Unité de travail ${REMOVED}`,
    sujet,
    legende: photo.legende.trim(),
    date: `Photo du ${formatDateLong(photo.creationTime)}`,
  };
}

/**
 * The photos' bytes ready to be transferred to a worker thread: each in a buffer of its own (a
 * Buffer may be a slice of a shared pool, which must not be detached), and the list to transfer.
 */
export function transferablePhotos(photos: readonly AnnexPhoto[] | undefined): {
  photos: AnnexPhoto[] | undefined;
  transfer: ArrayBuffer[];
} {
  if (!photos) return { photos, transfer: [] };
  const transfer: ArrayBuffer[] = [];
  const owned = photos.map((photo) => {
    const { data } = photo;
    const ownsBuffer =
      data.buffer instanceof ArrayBuffer &&
      data.byteOffset === 0 &&
      data.byteLength === data.buffer.byteLength &&
      !transfer.includes(data.buffer);
    const bytes = ownsBuffer ? data : new Uint8Array(data);
    transfer.push(bytes.buffer as ArrayBuffer);
    return { ...photo, data: bytes };
  });
  return { photos: owned, transfer };
}
