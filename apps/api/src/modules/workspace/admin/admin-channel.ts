import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { runAdminCommand, type AdminContext } from './admin.commands.js';

/**
 * The admin channel: a Unix socket in DATA_DIR (mode 600) on which the process that owns the
 * PGlite database runs `npm run admin` commands for the CLI, with its own database and
 * dependencies. One JSON line each way: `{command, args, cwd}`, then `{ok, output}` or
 * `{ok: false, message}`.
 */
const AdminRequestSchema = z.object({
  command: z.string(),
  args: z.array(z.string()),
  cwd: z.string(),
});
export type AdminRequest = z.infer<typeof AdminRequestSchema>;
export type AdminReply = { ok: true; output: string } | { ok: false; message: string };

/** sockaddr_un holds 108 bytes: a longer path would be cut silently. */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST = 64 * 1024;

/** DATA_DIR/admin.sock, or the French reason why the channel cannot exist there. */
export function adminSocketPath(dataDir: string): { path: string } | { unavailable: string } {
  const path = join(dataDir, 'admin.sock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return { path };
  return {
    unavailable: `Canal d'administration indisponible : le chemin ${path} dépasse ${MAX_SOCKET_PATH} octets (choisissez un DATA_DIR plus court).`,
  };
}

async function answer(
  context: Omit<AdminContext, 'cwd'>,
  line: string,
  log: FastifyBaseLogger,
): Promise<AdminReply> {
  let request: AdminRequest;
  try {
    request = AdminRequestSchema.parse(JSON.parse(line));
  } catch {
    return { ok: false, message: "Requête d'administration illisible." };
  }
  // Only the command's name is logged: its arguments name people (e-mail addresses).
  const { command } = request;
  try {
    const output = await runAdminCommand({ ...context, cwd: request.cwd }, command, request.args);
    log.info({ command }, "commande d'administration exécutée");
    return { ok: true, output };
  } catch (error) {
    log.warn({ command }, "commande d'administration refusée");
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Reads one line, then hands it over; more than MAX_REQUEST bytes without one closes the socket. */
function readLine(socket: Socket, onLine: (line: string) => void): void {
  let buffer = '';
  let done = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    if (done) return;
    buffer += chunk;
    const end = buffer.indexOf('\n');
    if (end >= 0) {
      done = true;
      onLine(buffer.slice(0, end));
    } else if (buffer.length > MAX_REQUEST) {
      socket.destroy();
    }
  });
  // A client that connects and says nothing must not hold the shutdown.
  socket.setTimeout(10_000, () => {
    if (!done) socket.destroy();
  });
}

/**
 * Listens on DATA_DIR/admin.sock; the caller holds the database lock, so a socket file already
 * there was left by a dead owner and is replaced. Returns the function that stops listening.
 */
export async function serveAdminChannel(
  context: Omit<AdminContext, 'cwd'>,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const address = adminSocketPath(dataDir);
  if ('unavailable' in address) {
    log.error(address.unavailable);
    return async () => undefined;
  }
  const { path } = address;
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    readLine(socket, (line) => {
      void answer(context, line, log).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', resolve);
  });
  // bind() creates the socket file synchronously inside listen(): it is born with mode 600.
  const umask = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(umask);
  }
  await listening;
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Sends one command to the owner of the database; rejects with ENOENT/ECONNREFUSED when none listens. */
export function sendAdminCommand(path: string, request: AdminRequest): Promise<AdminReply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as AdminReply);
      } catch {
        reject(new Error("Le serveur a fermé le canal d'administration sans répondre."));
      }
    });
  });
}
