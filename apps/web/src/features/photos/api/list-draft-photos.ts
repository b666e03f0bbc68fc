import { useQuery } from '@tanstack/react-query';
import { listPhotosQueryOptions } from './list-photos';

/** The draft's photos, under the key the photos of its risks and actions are cached by. */
export const useDraftPhotos = (duerpId: string, enabled = true) =>
  useQuery({ ...listPhotosQueryOptions({ kind: 'draft', duerpId }), enabled });
