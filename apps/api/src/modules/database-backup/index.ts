/** The backup module's public surface: what other modules may import. */
export { backupDatabase, restoreDatabase } from './backup.service.js';
