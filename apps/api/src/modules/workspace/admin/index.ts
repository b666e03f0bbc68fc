/**
 * The operators' command line (`npm run admin`) and the Unix socket on which the running server
 * executes its commands.
 */
export { adminSocketPath, sendAdminCommand, serveAdminChannel } from './admin-channel.js';
export { isAdminCommand, runAdminCommand, USAGE } from './admin.commands.js';
