/** The retention module's public surface: what other modules may import. */
export { purgeExpiredData, scheduleRetention } from './retention.service.js';
