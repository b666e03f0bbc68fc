/** The security log that sign-ins, operators' actions and rights changes write to. */
export { writeAudit } from './audit.repository.js';
