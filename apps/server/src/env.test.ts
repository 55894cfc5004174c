import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stonetool-env-test-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadEnv', () => {
  it('fills in the documented defaults', async () => {
    const dataDir = await tempDir();
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir,
      databaseUrl: undefined,
      storage: { kind: 'local', dir: join(dataDir, 'files') },
      rateLimits: {
        loginPerIp: 10,
        loginPerAccount: 5,
        contactPerIp: 5,
        ordersPerHour: 1000,
        aiImportsPerHour: 200,
      },
      accessTokenTtlSeconds: 900,
      sessionTtlSeconds: 86_400,
    });
  });

  it('generates the secrets once and keeps them in DATA_DIR, so a restart keeps sessions', async () => {
    const dataDir = await tempDir();
    const first = loadEnv({ DATA_DIR: dataDir });
    const second = loadEnv({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(first.encryptionKey).not.toBe(first.authSecret);
    const stored = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored.AUTH_SECRET).toBe(first.authSecret);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: 'unused' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: 'unused' })).toThrow(/AUTH_SECRET is required/);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });

  it('needs the bucket and keys when STORAGE=s3', async () => {
    const dataDir = await tempDir();
    expect(() => loadEnv({ DATA_DIR: dataDir, STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    const env = loadEnv({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'stones',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(env.storage).toMatchObject({ kind: 's3', bucket: 'stones', endpoint: 'http://127.0.0.1:9000' });
  });

  it('uses PUBLIC_URL without a trailing slash', async () => {
    const env = loadEnv({ DATA_DIR: await tempDir(), PUBLIC_URL: 'https://portal.example.com/' });
    expect(env.publicUrl).toBe('https://portal.example.com');
  });

  it('keeps CORS closed by default and reads CORS_ORIGINS as a list of bare origins', async () => {
    const dataDir = await tempDir();
    expect(loadEnv({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadEnv({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://a.example.com, http://localhost:5173,' })
        .corsOrigins,
    ).toEqual(['https://a.example.com', 'http://localhost:5173']);
  });

  it('refuses a CORS origin with a path, a trailing slash or no scheme', async () => {
    const dataDir = await tempDir();
    for (const value of ['https://a.example.com/', 'https://a.example.com/app', 'a.example.com', '*']) {
      expect(() => loadEnv({ DATA_DIR: dataDir, CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });

  it('keeps access tokens at 15 minutes at most, so a removed member is locked out soon', async () => {
    const dataDir = await tempDir();
    expect(loadEnv({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '300' }).accessTokenTtlSeconds).toBe(300);
    expect(() => loadEnv({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '3600' })).toThrow(/at most 900/);
  });

  it("defaults every Intuit address to Intuit's own, by environment, and lets each be pointed elsewhere", async () => {
    const dataDir = await tempDir();
    expect(loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://app.example.com' }).intuit).toEqual({
      client: undefined,
      environment: 'sandbox',
      redirectUri: 'https://app.example.com/api/quickbooks/callback',
      authorizationUrl: 'https://appcenter.intuit.com/connect/oauth2',
      tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      revocationUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
      apiBaseUrl: 'https://sandbox-quickbooks.api.intuit.com',
    });
    const production = loadEnv({
      DATA_DIR: dataDir,
      INTUIT_ENVIRONMENT: 'production',
      INTUIT_CLIENT_ID: 'id',
      INTUIT_CLIENT_SECRET: 'secret',
      INTUIT_TOKEN_URL: 'http://127.0.0.1:4000/token',
    }).intuit;
    expect(production).toMatchObject({
      client: { id: 'id', secret: 'secret' },
      apiBaseUrl: 'https://quickbooks.api.intuit.com',
      tokenUrl: 'http://127.0.0.1:4000/token',
    });
  });

  it('refuses an Intuit client id without its secret', async () => {
    const dataDir = await tempDir();
    expect(() => loadEnv({ DATA_DIR: dataDir, INTUIT_CLIENT_ID: 'id' })).toThrow(EnvError);
  });
});
