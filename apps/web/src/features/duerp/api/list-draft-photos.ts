import { useQuery } from '@tanstack/react-query';
import type { PhotoList } from '@duerp/domain';
import { api } from '@/lib/api-client';

/**
 * The draft's photos (`GET /api/duerp/:id/photos`), under the key and in the shape the photos
 * feature caches them, so that both read and refresh the same list.
 */
export const useDraftPhotos = (duerpId: string, enabled = true) =>
  useQuery({
    queryKey: ['photos', 'draft', duerpId] as const,
    queryFn: () => api.get<PhotoList>(`/api/duerp/${encodeURIComponent(duerpId)}/photos`),
    select: (list) => list.photos,
    enabled,
  });
