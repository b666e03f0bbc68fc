export { OfflineBanner, RefusedWrites } from './components/offline-banner';
export { offlineHandler, sendQueued, startOfflineQueue } from './queue/offline-queue';
export { forgetAnswers } from './storage/offline-store';
