import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirectory, wrapPglite, type DatabaseHandle, type Executor } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

/**
 * A fresh, migrated, empty database for one test file; `close()` disposes of it.
 *
 * PGlite in memory by default. With `API_TEST_DB=postgres`, a new database with a unique name is
 * copied on the server at `TEST_DATABASE_URL` from a migrated template, and dropped on close, so
 * test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresTestDatabase(serverUrl);
  }
  const client = await PGlite.create({ loadDataDir: await migratedPgliteTemplate() });
  return wrapPglite(client);
}

/**
 * Empties every table of the product (the migrations journal, in its own schema, stays), so one
 * test database can serve several tests of a file without them seeing each other's rows.
 */
export async function truncateAllTables(db: Executor): Promise<void> {
  const result = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (result.rows.length === 0) return;
  const tables = result.rows.map((row) => `"public"."${row.name.replaceAll('"', '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const copy = await createEmptyPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl));
  const handle = await openDatabase({ databaseUrl: copy.url, poolSize: 5 });
  if (handle.kind !== 'postgres') throw new Error('expected a PostgreSQL handle');
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * A new database with a unique name on the PostgreSQL server at `serverUrl`: empty (not
 * migrated), for server processes to migrate at start-up, or a copy of `template`; `drop()`
 * removes it, even while something is still connected.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `stonetool_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplatePromise: Promise<string> | undefined;

/**
 * Replaying every migration took each PostgreSQL test file seconds; copying a migrated database
 * (`CREATE DATABASE … TEMPLATE`) takes a fraction of one. The template is named by the same
 * fingerprint as the PGlite dump and kept on the server between runs. Test workers start at the
 * same moment, so the first builds it under an advisory lock and marks it a template only when it
 * is complete; the others wait on the lock and then find it.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplatePromise ??= buildPostgresTemplateOnce(serverUrl);
  return postgresTemplatePromise;
}

const postgresTemplatePrefix = 'stonetool_template_';
/** Any fixed key: only this function takes the lock. */
const TEMPLATE_LOCK_KEY = 7_200_417;
/**
 * Templates of other migrations kept on the server, newest first: checkouts on other branches may
 * be copying theirs at this moment (a run that dropped every other template broke one beside it).
 */
const OTHER_TEMPLATES_KEPT = 4;

async function buildPostgresTemplateOnce(serverUrl: string): Promise<string> {
  const name = `${postgresTemplatePrefix}${await migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query<{ datname: string; datistemplate: boolean }>(
      'select datname, datistemplate from pg_database where datname like $1 order by oid desc',
      [`${postgresTemplatePrefix}%`],
    );
    let othersKept = 0;
    for (const row of found.rows) {
      if (row.datname === name && row.datistemplate) continue;
      // A build is marked a template only once complete, and builds hold the lock: one that is not
      // marked was interrupted. Older templates of other migrations go beyond the few kept.
      if (row.datistemplate && othersKept < OTHER_TEMPLATES_KEPT) {
        othersKept++;
        continue;
      }
      if (row.datistemplate) await admin.query(`alter database ${row.datname} is_template false`);
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    }
    if (!found.rows.some((row) => row.datname === name && row.datistemplate)) {
      await admin.query(`create database ${name}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${name} is_template true`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * The embedded database under DATA_DIR as `npm start` keeps it (`<dataDir>/pglite`), migrated:
 * loaded from the migrated template, which is faster than initdb. Open, so a test can seed it;
 * close it before a server process opens the directory (PGlite is single-process).
 */
export async function createPgliteDataDir(dataDir: string): Promise<DatabaseHandle> {
  const directory = pgliteDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  return wrapPglite(await PGlite.create(directory, { loadDataDir: await migratedPgliteTemplate() }));
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

let templatePromise: Promise<Blob> | undefined;

const templatePrefix = 'stonetool-pglite-template-';

/**
 * Creating a PGlite database runs initdb (4–12 s on these machines); loading a dumped data
 * directory takes about 1.5 s. So the first test file to need one migrates a database, dumps it
 * to the system temp directory under a name hashed from the migrations and the PGlite version,
 * and every later file (and run) loads that dump. A change to the migrations makes a new name.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate();
  return templatePromise;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${templatePrefix}${await migrationsFingerprint()}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // No dump yet: build one below.
  }
  const client = await PGlite.create();
  try {
    await migrateDatabase(wrapPglite(client));
    // gzip: 5 MB instead of 43 MB, and no slower to load.
    const dump = await client.dumpDataDir('gzip');
    // Write then rename, so a parallel test file never reads a half-written dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOtherTemplates(file);
    return dump;
  } finally {
    await client.close();
  }
}

/** Dumps of earlier migrations are never loaded again; remove them so the temp directory does not grow. */
async function removeOtherTemplates(current: string): Promise<void> {
  const directory = path.dirname(current);
  for (const name of await readdir(directory)) {
    if (!name.startsWith(templatePrefix) || name.endsWith('.partial')) continue;
    if (path.join(directory, name) === current) continue;
    await rm(path.join(directory, name), { force: true });
  }
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readPgliteVersion());
  const entries = await readdir(migrationsFolder, { recursive: true });
  for (const entry of entries.sort()) {
    if (!entry.endsWith('.sql') && !entry.endsWith('.json')) continue;
    hash.update(entry);
    hash.update(await readFile(path.join(migrationsFolder, entry)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump is only loadable by the PGlite (PostgreSQL) version that wrote it. */
async function readPgliteVersion(): Promise<string> {
  // The package's exports map hides package.json; find it beside the resolved entry point.
  let directory = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(directory) !== 'pglite') {
    if (directory === path.dirname(directory)) throw new Error('@electric-sql/pglite not found');
    directory = path.dirname(directory);
  }
  const packageJson = await readFile(path.join(directory, 'package.json'), 'utf8');
  return (JSON.parse(packageJson) as { version: string }).version;
}
