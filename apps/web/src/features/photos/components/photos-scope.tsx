import type { ReactNode } from 'react';
import { ItemPhotosProvider } from '@/components/duerp/item-photos-slot';
import type { PhotoSource } from '../api/photo-source';
import { ItemPhotos } from './item-photos';

/**
 * Turns on the photos of the risks and actions that the views inside list: a member's pages of a
 * document (`editable` for those who write), or a share link's page (read-only).
 */
export function PhotosScope({
  source,
  editable,
  children,
}: {
  source: PhotoSource;
  editable: boolean;
  children: ReactNode;
}) {
  return (
    <ItemPhotosProvider
      render={(item) => <ItemPhotos source={source} editable={editable} item={item} />}
    >
      {children}
    </ItemPhotosProvider>
  );
}
