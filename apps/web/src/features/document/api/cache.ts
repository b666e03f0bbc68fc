import { duerpKeys } from '@/features/duerp/api/cache';

/** Under the documents' key: whatever refreshes every document refreshes their versions too. */
export const versionKeys = {
  list: (duerpId: string) => [...duerpKeys.all, 'versions', duerpId] as const,
};
