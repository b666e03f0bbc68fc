/** Backing up and restoring the whole database (PGlite or PostgreSQL), for `npm run admin`. */
export { backupDatabase, restoreDatabase } from './backup.service.js';
