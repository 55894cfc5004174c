import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZLoginResponse } from '@stonetool/contracts/auth';
import type { DatabaseHandle } from '@stonetool/db/client';
import { buildApp } from '@stonetool/server/app';
import { loadEnv } from '@stonetool/server/env';

/** The API on a database, in the benchmark's process, listening on a free local port. */
export interface BenchApi {
  address: string;
  close(): Promise<void>;
}

export async function startBenchApi(handle: DatabaseHandle): Promise<BenchApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-api-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-auth-secret-that-is-long-enough-1234567890',
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-12345',
  });
  const app = await buildApp({ env, database: handle });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      address,
      async close() {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Signs in through POST /api/auth/login-enhanced and answers the access token. */
export async function benchLogin(
  address: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${address}/api/auth/login-enhanced`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ZLoginResponse.parse(await response.json()).session.access_token;
}

export type InProcessApi = Awaited<ReturnType<typeof buildApp>>;

/**
 * The API on a database with production settings, in the benchmark's process and not listening:
 * called through Fastify's inject, so the times are the server's (routing, validation, queries,
 * serialisation) without a network. Files go under `dataDir`; the caller closes the app.
 */
export async function buildInProcessApi(handle: DatabaseHandle, dataDir: string): Promise<InProcessApi> {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'bench-auth-secret-that-is-long-enough-1234567890',
    ENCRYPTION_KEY: 'bench-encryption-key-that-is-long-enough-123456',
  });
  const app = await buildApp({ env, database: handle });
  await app.ready();
  return app;
}

/** Signs in through inject and answers the Authorization header for the session. */
export async function injectLogin(
  app: InProcessApi,
  credentials: { email: string; password: string },
): Promise<{ authorization: string }> {
  const { email, password } = credentials;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login-enhanced',
    payload: { email, password },
  });
  return { authorization: `Bearer ${ZLoginResponse.parse(response.json()).session.access_token}` };
}

/**
 * `runs` timed requests to one URL over HTTP after `warmUp` untimed ones, one at a time: the times
 * in milliseconds, sorted, and the last body read by `read`. An answer other than 200 throws. A
 * time runs until the whole body has arrived; reading and checking it is the client's work, done
 * after the clock stops.
 */
export async function timeCalls<T>(
  url: string,
  init: RequestInit,
  read: (text: string) => T,
  counts: { warmUp: number; runs: number },
): Promise<{ times: number[]; last: T }> {
  const call = async () => {
    const startedAt = performance.now();
    const response = await fetch(url, init);
    if (response.status !== 200)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    const ms = performance.now() - startedAt;
    return { ms, body: read(text) };
  };
  for (let i = 0; i < counts.warmUp; i += 1) await call();
  const times: number[] = [];
  let last = (await call()).body;
  for (let i = 0; i < counts.runs; i += 1) {
    const { ms, body } = await call();
    times.push(ms);
    last = body;
  }
  return { times: times.sort((a, b) => a - b), last };
}

/** `runs` timed GETs of one URL answering JSON, as timeCalls, the last body parsed by `parse`. */
export function timeGets<T>(
  url: string,
  headers: Record<string, string>,
  parse: (body: unknown) => T,
  counts: { warmUp: number; runs: number },
): Promise<{ times: number[]; last: T }> {
  return timeCalls(url, { headers }, (text) => parse(JSON.parse(text)), counts);
}
