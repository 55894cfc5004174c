import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * A comma-separated allow-list of web origins (`https://shop.example.com`): each entry must be a
 * bare origin, without a path, query or trailing slash, so what is configured is what is compared.
 */
const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(
    z.array(
      z.url().refine((entry) => URL.canParse(entry) && new URL(entry).origin === entry, {
        message:
          'CORS_ORIGINS takes origins such as https://app.example.com, without a path or trailing slash',
      }),
    ),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZEnvSource = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: positiveInt(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url('DATABASE_URL must be a postgres:// URL').optional()),
  PUBLIC_URL: optionalString.pipe(z.url('PUBLIC_URL must be an absolute URL').optional()),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  ENCRYPTION_KEY: optionalString.pipe(
    z.string().min(32, 'ENCRYPTION_KEY must be at least 32 characters').optional(),
  ),
  /** The key ENCRYPTION_KEY replaced, kept while stored secrets are resealed (key rotation). */
  ENCRYPTION_KEY_PREVIOUS: optionalString.pipe(
    z.string().min(32, 'ENCRYPTION_KEY_PREVIOUS must be at least 32 characters').optional(),
  ),
  SMTP_URL: optionalString.pipe(z.url('SMTP_URL must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().default('Stone Tool <no-reply@stonetool.test>'),
  SUPPORT_EMAIL: z.email().default('support@stonetool.test'),
  PLATFORM_ADMIN_EMAIL: z.email().default('admin@stonetool.test'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  LOGIN_RATE_LIMIT_PER_IP: positiveInt(10),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: positiveInt(5),
  CONTACT_RATE_LIMIT_PER_IP: positiveInt(5),
  UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt(30),
  ORDER_RATE_LIMIT_PER_HOUR: positiveInt(1000),
  AI_IMPORT_RATE_LIMIT_PER_HOUR: positiveInt(200),
  TEAM_CHANGE_RATE_LIMIT_PER_HOUR: positiveInt(60),
  // ASVS 8.3.2: a removed member keeps a signed access token until it expires, so at most 15 minutes.
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .max(900, 'ACCESS_TOKEN_TTL_SECONDS is at most 900 (15 minutes)')
    .default(900),
  SESSION_TTL_SECONDS: positiveInt(24 * 60 * 60),
  MAIL_WORKER_INTERVAL_MS: positiveInt(2000),
  ANALYTICS_FOLD_INTERVAL_MS: positiveInt(500),
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
  CORS_ORIGINS: originList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-4-5'),
  STRIPE_API_BASE_URL: z
    .url('STRIPE_API_BASE_URL must be an absolute URL such as https://api.stripe.com')
    .default('https://api.stripe.com'),
  INTUIT_CLIENT_ID: optionalString,
  INTUIT_CLIENT_SECRET: optionalString,
  INTUIT_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  INTUIT_REDIRECT_URI: optionalString.pipe(z.url('INTUIT_REDIRECT_URI must be an absolute URL').optional()),
  INTUIT_AUTHORIZATION_URL: optionalString.pipe(z.url().optional()),
  INTUIT_TOKEN_URL: optionalString.pipe(z.url().optional()),
  INTUIT_REVOCATION_URL: optionalString.pipe(z.url().optional()),
  INTUIT_API_BASE_URL: optionalString.pipe(z.url().optional()),
  INVOICE_SYNC_INTERVAL_MS: positiveInt(5000),
});

/**
 * Intuit's published OAuth 2 endpoints (developer.intuit.com, "OAuth 2.0 discovery document"): the
 * same for sandbox and production; only the accounting API's host differs.
 */
const INTUIT_DEFAULTS = {
  authorizationUrl: 'https://appcenter.intuit.com/connect/oauth2',
  tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revocationUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
  apiBaseUrl: {
    sandbox: 'https://sandbox-quickbooks.api.intuit.com',
    production: 'https://quickbooks.api.intuit.com',
  },
} as const;

type EnvSource = z.infer<typeof ZEnvSource>;

/** The validated configuration every part of the server reads; never `process.env` directly. */
export interface Env {
  nodeEnv: EnvSource['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  encryptionKey: string;
  /** Older encryption keys whose sealed values still open (crypto/secret-box.ts). */
  previousEncryptionKeys: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  platformAdminEmail: string;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  rateLimits: {
    /** Failed sign-ins, recovery requests and unknown refresh tokens or share links per client address per minute. */
    loginPerIp: number;
    /** Failed sign-ins (and recovery requests) per account per 15 minutes. */
    loginPerAccount: number;
    /** Contact-form messages per client address per hour. */
    contactPerIp: number;
    /** Uploads of one kind (logo, receipt) per user per hour. */
    uploadsPerHour: number;
    /** New material orders per showroom per hour, and refused order attempts per login per hour. */
    ordersPerHour: number;
    /** AI import calls (product text and drawings together) per business per hour. */
    aiImportsPerHour: number;
    /** Team members added or edited per signed-in owner per hour. */
    teamChangesPerHour: number;
  };
  accessTokenTtlSeconds: number;
  /** Absolute life of a sign-in (refreshes do not extend it): spec 01's 24-hour session. */
  sessionTtlSeconds: number;
  mailWorkerIntervalMs: number;
  /** How often the analytics deltas are folded into the rollups (the figures are exact either way). */
  analyticsFoldIntervalMs: number;
  trustProxy: boolean;
  /** Origins other sites' browsers may call the API from; empty (the default) keeps CORS closed. */
  corsOrigins: string[];
  logLevel: EnvSource['LOG_LEVEL'];
  /** AI import through Claude when a key is set; without one it runs offline (ai-import module). */
  anthropic: { apiKey: string | undefined; model: string };
  /** Where the card payment provider's API answers; tests point it at a local fake (testing/fake-stripe.ts). */
  stripeApiBaseUrl: string;
  /**
   * The QuickBooks Online link (modules/accounting). `client` is undefined until the app's
   * credentials are configured; every Intuit address is configurable so tests use a local fake.
   */
  intuit: {
    client: { id: string; secret: string } | undefined;
    environment: 'sandbox' | 'production';
    redirectUri: string;
    authorizationUrl: string;
    tokenUrl: string;
    revocationUrl: string;
    apiBaseUrl: string;
  };
  invoiceSyncIntervalMs: number;
}

export class EnvError extends Error {}

/**
 * Secrets that must survive restarts. In production they must be configured; elsewhere they are
 * generated once and kept in DATA_DIR so a restart keeps sessions and decryptable secrets.
 */
function resolveSecret(
  name: 'AUTH_SECRET' | 'ENCRYPTION_KEY',
  configured: string | undefined,
  nodeEnv: EnvSource['NODE_ENV'],
  dataDir: string,
): string {
  if (configured) return configured;
  if (nodeEnv === 'production') throw new EnvError(`${name} is required when NODE_ENV=production`);
  const file = join(dataDir, 'secrets.json');
  const stored: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = stored[name];
  if (existing) return existing;
  const generated = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, [name]: generated }, null, 2), { mode: 0o600 });
  return generated;
}

/** Parses and checks the environment; throws an EnvError naming every problem at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnvSource.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const raw = parsed.data;
  // `npm start` runs the server from apps/server; relative paths mean the directory npm was
  // started in (INIT_CWD), so the default ./data is the repository's data directory.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = resolve(baseDir, raw.DATA_DIR);
  const storage: Env['storage'] =
    raw.STORAGE === 's3'
      ? s3Storage(raw)
      : { kind: 'local', dir: resolve(baseDir, raw.STORAGE_DIR ?? join(dataDir, 'files')) };
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    authSecret: resolveSecret('AUTH_SECRET', raw.AUTH_SECRET, raw.NODE_ENV, dataDir),
    encryptionKey: resolveSecret('ENCRYPTION_KEY', raw.ENCRYPTION_KEY, raw.NODE_ENV, dataDir),
    previousEncryptionKeys: raw.ENCRYPTION_KEY_PREVIOUS ? [raw.ENCRYPTION_KEY_PREVIOUS] : [],
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    supportEmail: raw.SUPPORT_EMAIL,
    platformAdminEmail: raw.PLATFORM_ADMIN_EMAIL,
    storage,
    rateLimits: {
      loginPerIp: raw.LOGIN_RATE_LIMIT_PER_IP,
      loginPerAccount: raw.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      contactPerIp: raw.CONTACT_RATE_LIMIT_PER_IP,
      uploadsPerHour: raw.UPLOAD_RATE_LIMIT_PER_HOUR,
      ordersPerHour: raw.ORDER_RATE_LIMIT_PER_HOUR,
      aiImportsPerHour: raw.AI_IMPORT_RATE_LIMIT_PER_HOUR,
      teamChangesPerHour: raw.TEAM_CHANGE_RATE_LIMIT_PER_HOUR,
    },
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlSeconds: raw.SESSION_TTL_SECONDS,
    mailWorkerIntervalMs: raw.MAIL_WORKER_INTERVAL_MS,
    analyticsFoldIntervalMs: raw.ANALYTICS_FOLD_INTERVAL_MS,
    trustProxy: raw.TRUST_PROXY,
    corsOrigins: raw.CORS_ORIGINS,
    logLevel: raw.LOG_LEVEL,
    anthropic: { apiKey: raw.ANTHROPIC_API_KEY, model: raw.ANTHROPIC_MODEL },
    stripeApiBaseUrl: raw.STRIPE_API_BASE_URL,
    intuit: intuitSettings(raw, publicUrl),
    invoiceSyncIntervalMs: raw.INVOICE_SYNC_INTERVAL_MS,
  };
}

function intuitSettings(raw: EnvSource, publicUrl: string): Env['intuit'] {
  const { INTUIT_CLIENT_ID: id, INTUIT_CLIENT_SECRET: secret } = raw;
  if (Boolean(id) !== Boolean(secret)) {
    throw new EnvError('INTUIT_CLIENT_ID and INTUIT_CLIENT_SECRET are set together or not at all');
  }
  return {
    client: id && secret ? { id, secret } : undefined,
    environment: raw.INTUIT_ENVIRONMENT,
    redirectUri: raw.INTUIT_REDIRECT_URI ?? `${publicUrl}/api/quickbooks/callback`,
    authorizationUrl: raw.INTUIT_AUTHORIZATION_URL ?? INTUIT_DEFAULTS.authorizationUrl,
    tokenUrl: raw.INTUIT_TOKEN_URL ?? INTUIT_DEFAULTS.tokenUrl,
    revocationUrl: raw.INTUIT_REVOCATION_URL ?? INTUIT_DEFAULTS.revocationUrl,
    apiBaseUrl: (raw.INTUIT_API_BASE_URL ?? INTUIT_DEFAULTS.apiBaseUrl[raw.INTUIT_ENVIRONMENT]).replace(
      /\/+$/,
      '',
    ),
  };
}

function s3Storage(raw: EnvSource): Env['storage'] {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = raw;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new EnvError('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    endpoint: raw.S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: raw.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}
