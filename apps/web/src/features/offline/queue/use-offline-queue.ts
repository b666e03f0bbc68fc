import { useSyncExternalStore } from 'react';
import { plural } from '@duerp/domain/text';
import { queueState, subscribeToQueue, type OfflineQueueState } from './offline-queue';

export function useOfflineQueue(): OfflineQueueState {
  return useSyncExternalStore(subscribeToQueue, queueState, queueState);
}

/** « 1 modification en attente », « 3 modifications en attente ». */
export function pendingText(count: number): string {
  if (count === 0) return 'aucune modification en attente';
  return `${plural(count, 'modification')} en attente`;
}
