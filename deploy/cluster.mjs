#!/usr/bin/env node
// N API instances on one PostgreSQL behind nginx (docs/deploiement.md), with rolling restarts.
//
//   node deploy/cluster.mjs start [--instances 2] [--port 8080] [--dir data/cluster]
//   node deploy/cluster.mjs restart [--dir data/cluster]   (one instance at a time, no downtime)
//   node deploy/cluster.mjs stop [--dir data/cluster]
//
// `start` stays in the foreground and supervises: the instances' settings come from its
// environment (DATABASE_URL is required; NODE_ENV=production needs the secrets), each instance
// logs to <dir>/instance-<n>.log, nginx to <dir>/nginx-*.log.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps', 'api', 'dist', 'server.js');
const TEMPLATE = join(ROOT, 'deploy', 'nginx', 'duerp.conf.template');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';
/** Time for nginx's old workers to stop taking requests after a reload (they finish theirs). */
const RELOAD_SETTLE_MS = 1_000;
const HEALTH_TIMEOUT_MS = 60_000;

const say = (message) => console.log(`[cluster] ${message}`);

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const [command = 'start', ...rest] = argv;
  const options = { command, instances: 2, port: 8080, dir: 'data/cluster' };
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i], rest[i + 1]];
    if (name === '--instances') options.instances = Number(value);
    else if (name === '--port') options.port = Number(value);
    else if (name === '--dir') options.dir = value;
    else fail(`option inconnue : ${name}`);
  }
  if (!Number.isInteger(options.instances) || options.instances < 1)
    fail('--instances : un entier ≥ 1');
  if (
    !Number.isInteger(options.port) ||
    options.port < 1 ||
    options.port > 65535 - options.instances
  )
    fail('--port : un port TCP libre');
  options.dir = resolve(options.dir);
  return options;
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitHealthy(port, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if (await healthy(port)) return true;
    await sleep(200);
  }
  return false;
}

/** Supervises the instances and nginx until stopped; SIGHUP restarts the instances one by one. */
class Cluster {
  #instances = [];
  #nginx = null;
  #stopping = false;

  constructor(options) {
    this.options = options;
    this.conf = join(options.dir, 'nginx.conf');
    this.status = join(options.dir, 'status.json');
  }

  instancePort(index) {
    return this.options.port + 1 + index;
  }

  async start() {
    mkdirSync(this.options.dir, { recursive: true });
    if (!process.env.DATABASE_URL)
      fail('DATABASE_URL est requis : plusieurs instances partagent un serveur PostgreSQL.');
    if (!existsSync(SERVER)) fail(`${SERVER} manque : lancez d'abord « npm run build ».`);
    for (let index = 0; index < this.options.instances; index += 1) {
      this.#instances[index] = await this.#startInstance(index);
    }
    this.#writeConf(new Set());
    this.#nginx = spawn(NGINX, ['-p', this.options.dir, '-c', this.conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.#nginx.on('exit', (code) => {
      if (!this.#stopping) fail(`nginx s'est arrêté (code ${code}).`);
    });
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (!(await healthy(this.options.port))) {
      if (Date.now() > deadline) fail('nginx ne répond pas : voir nginx-error.log.');
      await sleep(200);
    }
    this.#writeStatus({ state: 'ready', restarts: 0 });
    say(`prêt : http://localhost:${this.options.port} → ${this.options.instances} instance(s)`);
  }

  async #startInstance(index) {
    const port = this.instancePort(index);
    const dataDir = join(this.options.dir, `instance-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const log = createWriteStream(join(this.options.dir, `instance-${index + 1}.log`), {
      flags: 'a',
    });
    const child = spawn(process.execPath, [SERVER], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Only nginx, on this machine, may say who the client is.
        TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      },
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('exit', (code, signal) => {
      if (!this.#stopping && !child.expectedExit)
        fail(`instance ${index + 1} arrêtée sans qu'on le demande (code ${code ?? signal}).`);
    });
    if (!(await waitHealthy(port, child)))
      fail(
        `instance ${index + 1} ne démarre pas : voir ${join(this.options.dir, `instance-${index + 1}.log`)}`,
      );
    say(`instance ${index + 1} prête sur le port ${port}`);
    return child;
  }

  #writeConf(down) {
    const servers = this.#instances
      .map(
        (_, index) =>
          `    server 127.0.0.1:${this.instancePort(index)} max_fails=1 fail_timeout=5s${down.has(index) ? ' down' : ''};`,
      )
      .join('\n');
    const conf = readFileSync(TEMPLATE, 'utf8')
      .replaceAll('{{RUN_DIR}}', this.options.dir)
      .replaceAll('{{LISTEN_ADDRESS}}', String(this.options.port))
      .replaceAll('{{UPSTREAM_SERVERS}}', servers);
    writeFileSync(this.conf, conf);
    const check = spawnSync(NGINX, ['-t', '-q', '-p', this.options.dir, '-c', this.conf], {
      encoding: 'utf8',
    });
    if (check.status !== 0) fail(`configuration nginx refusée :\n${check.stderr}`);
  }

  async #reloadNginx(down) {
    this.#writeConf(down);
    this.#nginx.kill('SIGHUP');
    await sleep(RELOAD_SETTLE_MS);
  }

  /**
   * One instance at a time: out of nginx's pool (reload), stopped (SIGTERM: its requests in
   * flight finish), started again, healthy, back in the pool.
   */
  async rollingRestart() {
    const { restarts = 0 } = this.#readStatus();
    this.#writeStatus({ state: 'restarting', restarts });
    for (let index = 0; index < this.#instances.length; index += 1) {
      say(`redémarrage de l'instance ${index + 1}`);
      await this.#reloadNginx(new Set([index]));
      const old = this.#instances[index];
      old.expectedExit = true;
      const exited = new Promise((done) => old.once('exit', done));
      old.kill('SIGTERM');
      await exited;
      this.#instances[index] = await this.#startInstance(index);
      await this.#reloadNginx(new Set());
    }
    this.#writeStatus({ state: 'ready', restarts: restarts + 1 });
    say('redémarrage terminé');
  }

  async stop() {
    this.#stopping = true;
    this.#nginx?.kill('SIGQUIT');
    await Promise.all(
      this.#instances.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      ),
    );
    this.#writeStatus({ state: 'stopped', restarts: this.#readStatus().restarts ?? 0 });
  }

  #readStatus() {
    return existsSync(this.status) ? JSON.parse(readFileSync(this.status, 'utf8')) : {};
  }

  /** Written whole then renamed: `restart` may read it at any moment. */
  #writeStatus(status) {
    writeFileSync(`${this.status}.tmp`, JSON.stringify({ ...status, pid: process.pid }));
    renameSync(`${this.status}.tmp`, this.status);
  }
}

function readStatus(dir) {
  const file = join(dir, 'status.json');
  if (!existsSync(file)) fail(`aucun groupe d'instances dans ${dir}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.command === 'start') {
    const cluster = new Cluster(options);
    let queue = Promise.resolve();
    process.on('SIGHUP', () => {
      queue = queue.then(() => cluster.rollingRestart());
    });
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.on(signal, () => {
        void queue.then(() => cluster.stop()).then(() => process.exit(0));
      });
    }
    await cluster.start();
  } else if (options.command === 'restart') {
    const before = readStatus(options.dir);
    process.kill(before.pid, 'SIGHUP');
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const now = readStatus(options.dir);
      if (now.state === 'ready' && now.restarts > (before.restarts ?? 0)) break;
      if (Date.now() > deadline) fail('le redémarrage ne se termine pas.');
      await sleep(250);
    }
    say('toutes les instances ont redémarré');
  } else if (options.command === 'stop') {
    process.kill(readStatus(options.dir).pid, 'SIGTERM');
  } else {
    fail(`commande inconnue : ${options.command} (start, restart ou stop)`);
  }
}

await main();
