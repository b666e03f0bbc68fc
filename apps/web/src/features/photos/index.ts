/** Added by issue 27: photos on risks and actions, composed into the pages by app/. */
export { PhotosScope } from './components/photos-scope';
export type { PhotoSource } from './api/photo-source';
export { useDraftPhotos } from './api/list-draft-photos';
