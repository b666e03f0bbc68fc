/** The public page of a consultation link: the shared versions, their download, observations. */
export { useDownloadSharedVersion } from './api/download-shared-version';
export { useSharedDocument } from './api/get-shared-document';
export { ObservationForm } from './components/observation-form';
export { SharedVersionList } from './components/shared-version-list';
