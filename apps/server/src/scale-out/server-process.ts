import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase } from '@stonetool/db/migrate';
import { openDatabase, type DatabaseHandle } from '@stonetool/db/client';
import { createEmptyPostgresDatabase, createPgliteDataDir } from '@stonetool/db/testing';

/**
 * The server as `npm start` runs it: compiled into apps/server/dist (the soak project's global
 * setup builds it when its sources changed, apps/server/src/testing/build-server-if-changed.ts).
 */
const MAIN_ENTRY = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
/** Start-up migrates; on a busy two-core machine that takes a while. Catches a hang, not a slow start. */
const START_DEADLINE_MS = 300_000;
const STOP_DEADLINE_MS = 15_000;

/** The secrets every server of a cluster shares (README: the same on every server). */
const CLUSTER_SECRETS = {
  AUTH_SECRET: 'scale-out-auth-secret-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: 'scale-out-encryption-key-that-is-long-enough-012345',
};

/** A port on 127.0.0.1 that nothing listens on right now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

/**
 * The database server processes share: a new PostgreSQL database on TEST_DATABASE_URL when the
 * API suite runs with API_TEST_DB=postgres (empty: the servers migrate it at start-up), otherwise
 * the embedded PGlite under a DATA_DIR of its own (already migrated). One DATA_DIR either way,
 * for the servers' local files.
 */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** What a server process is started with to use it. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Opens it from the test process, migrated. On PGlite only while no server process has it. */
  open(): Promise<DatabaseHandle>;
  /** Drops the database and removes the data directory. */
  dispose(): Promise<void>;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'stonetool-scale-out-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    const database = await createEmptyPostgresDatabase(serverUrl);
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      async open() {
        const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
        await migrateDatabase(handle);
        return handle;
      },
      async dispose() {
        await database.drop();
        await removeDataDir();
      },
    };
  }
  let created = false;
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async open() {
      if (created) return openDatabase({ dataDir });
      created = true;
      return createPgliteDataDir(dataDir);
    },
    dispose: removeDataDir,
  };
}

export interface ServerProcess {
  name: string;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr, line by line (pino JSON lines). */
  output: string[];
  /** `kill -9`: no shutdown hook runs, open transactions die with their connections. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown of main.ts (SIGKILL if it does not exit in time). */
  stop(): Promise<void>;
}

/**
 * Starts the compiled `apps/server/src/main.ts` in a Node process of its own, as `npm start` in production
 * does (no demo data, no dev mailbox), listening on 127.0.0.1:`port`, and resolves once its
 * /healthz answers. `env` adds the database, mail and worker settings.
 */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN_ENTRY], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      PATH: process.env.PATH ?? '',
      TMPDIR: tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...CLUSTER_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines);
    });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    baseUrl,
    output,
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + START_DEADLINE_MS;
  while (running && Date.now() < deadline) {
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill();
  throw new Error(
    `${name} did not start within ${START_DEADLINE_MS / 1000} s:\n${output.slice(-40).join('\n')}`,
  );
}
