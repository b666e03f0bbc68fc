/** The audit module's public surface: what other modules may import. */
export { writeAudit } from './audit.repository.js';
