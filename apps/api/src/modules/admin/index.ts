/** The admin module's public surface: what other modules may import. */
export { adminSocketPath, sendAdminCommand, serveAdminChannel } from './admin-channel.js';
export { isAdminCommand, runAdminCommand, USAGE } from './admin.commands.js';
