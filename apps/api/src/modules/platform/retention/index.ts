/**
 * Deleting, on a schedule, what the privacy policy promises not to keep past its retention period.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { scheduleRetention } from './retention.service.js';
export { purgeExpiredData } from './retention.service.js';

export const retentionModule: ApiModule = {
  jobs: [scheduleRetention],
};
