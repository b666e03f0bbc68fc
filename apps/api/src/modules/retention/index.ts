/**
 * Deleting, on a schedule, what the privacy policy promises not to keep past its retention period.
 */
export { purgeExpiredData, scheduleRetention } from './retention.service.js';
