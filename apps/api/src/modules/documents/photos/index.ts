/** Photos on risks and actions (issue 27): the draft's, and those each version keeps. */
import type { ApiModule } from '../../../lib/api-module.js';
import { photoRoutes } from './photos.routes.js';
export { sendPhotoBytes } from './photo-reply.js';
export {
  attachDraftPhotosToVersion,
  listArchivePhotos,
  listVersionPhotos,
  listVersionPhotosWithBytes,
  photoQuotaOf,
  photoData,
  photoUsage,
  versionPhotoBytes,
} from './photos.service.js';

export const photosModule: ApiModule = {
  routes: [photoRoutes],
};
// The upload checks the chemical products register reuses for its files (issue 44).
export { declaredImageType, processImage, sniffImageType } from './image.js';
export { readCappedBody } from './upload-body.js';
