import { useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/**
 * The draft's photos (`GET /api/duerp/:id/photos`), under the key and in the shape the photos
 * feature caches them, so that both read and refresh the same list.
 */
export const useDraftPhotos = (duerpId: string, enabled = true) =>
  useQuery({
    queryKey: ['photos', 'draft', duerpId] as const,
    queryFn: () => call(contract.photos.list, { params: { id: duerpId } }),
    select: (list) => list.photos,
    enabled,
  });
