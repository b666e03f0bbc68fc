/** Photos on risks and actions (issue 27): the draft's, and those each version keeps. */
export { photoRoutes } from './photos.routes.js';
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
export { setPhotoQuota } from './photos.repository.js';
export { declaredImageType, processImage } from './image.js';
export { readCappedBody } from './upload-body.js';
