import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@stonetool/db/client';
import { createFilledTestDatabase, createTestDatabase, type TestDataSnapshot } from '@stonetool/db/testing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import type { MailTransport } from '../modules/mail/mail-transport';
import { createLocalStorage } from '../storage/local-storage';
import { createTestClock, type TestClock } from './test-clock';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (e.g. a low rate limit). */
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  /** Receives the JSON log lines (set LOG_LEVEL in `env` to see them). */
  logStream?: { write(line: string): void };
  /** A database another test app already opened (several configurations, one database); left open on close. */
  database?: DatabaseHandle;
  /** The addresses the CSV image fetches may reach instead of public ones only: a test's own image server. */
  remoteImageAddressAllowed?: (address: string) => boolean;
  /**
   * Data to start from instead of an empty database (e.g. demoData): a copy of the run's snapshot
   * of it, its stored files, and the clock at the moment it was filled, as if just written.
   */
  data?: TestDataSnapshot;
}

/**
 * The API on its own fresh, migrated database (PGlite, or PostgreSQL with API_TEST_DB=postgres),
 * a movable clock, a throwaway storage directory and generous rate limits unless a test lowers them.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'stonetool-api-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-auth-secret-that-is-long-enough-1234567890',
    ENCRYPTION_KEY: 'test-encryption-key-that-is-long-enough-123456',
    SUPPORT_EMAIL: 'support@stonetool.test',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    CONTACT_RATE_LIMIT_PER_IP: '1000',
    TEAM_CHANGE_RATE_LIMIT_PER_HOUR: '1000',
    ...options.env,
  });
  const filesDir = join(dataDir, 'files');
  const filled = options.data ? await createFilledTestDatabase(options.data) : undefined;
  if (filled) await cp(filled.filesDir, filesDir, { recursive: true });
  const database = options.database ?? filled?.handle ?? (await createTestDatabase());
  const clock = createTestClock(filled?.filledAt);
  const app = await buildApp({
    env,
    database,
    clock,
    storage: createLocalStorage(filesDir),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.remoteImageAddressAllowed
      ? { remoteImageAddressAllowed: options.remoteImageAddressAllowed }
      : {}),
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    database,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
