import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Informational: the holder's PID and role, for the refusal message. Deleting it unlocks nothing. */
const PID_FILE = 'db.lock';

/** Who holds the database: a server, or an `npm run admin` run that opened it itself. */
export type DatabaseOwner = 'server' | 'admin';
const OWNER_LABELS: Record<DatabaseOwner, string> = {
  server: 'serveur',
  admin: "outil d'administration",
};

interface Holder {
  pid: number;
  owner: DatabaseOwner | null;
}

/** Raised when another live process holds the PGlite directory. */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dbDir: string,
    readonly holder: Holder | null,
  ) {
    const by = holder
      ? `le processus ${holder.pid}${holder.owner ? ` (${OWNER_LABELS[holder.owner]})` : ''}`
      : 'un autre processus';
    super(
      `La base de données ${dbDir} est déjà ouverte par ${by} : un seul processus peut l'ouvrir à la fois.`,
    );
    this.name = 'DatabaseBusyError';
  }
}

export interface DatabaseLock {
  release: () => Promise<void>;
}

/**
 * Where the lock lives. Linux: a socket in the abstract namespace, which the kernel frees with
 * the process (kill -9 included) and binds atomically. Elsewhere: a socket file in DATA_DIR,
 * taken over when nothing answers on it.
 */
function lockAddress(dataDir: string): string {
  const dbDir = join(realpathSync(dataDir), 'db');
  if (process.platform !== 'linux') return join(dataDir, 'db.lock.sock');
  return `\0duerp-db-${createHash('sha256').update(dbDir).digest('hex')}`;
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a live process listens on a socket file (a file left by a dead one refuses). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readHolder(dataDir: string): Holder | null {
  try {
    const [pid, owner] = readFileSync(join(dataDir, PID_FILE), 'utf8').trim().split(' ');
    const holder: Holder = {
      pid: Number(pid),
      owner: owner === 'server' || owner === 'admin' ? owner : null,
    };
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the exclusive lock of `dataDir/db`, or throws DatabaseBusyError naming its holder. */
export async function lockDatabase(dataDir: string, owner: DatabaseOwner): Promise<DatabaseLock> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  // Nobody is meant to talk to the lock: a connection is closed at once.
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) {
      throw new DatabaseBusyError(join(dataDir, 'db'), readHolder(dataDir));
    }
    rmSync(address, { force: true });
    await listen(server, address);
  }
  server.unref();
  const pidFile = join(dataDir, PID_FILE);
  writeFileSync(pidFile, `${process.pid} ${owner}\n`);
  return {
    release: async () => {
      if (readHolder(dataDir)?.pid === process.pid) rmSync(pidFile, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
