import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirectory, wrapPglite, type DatabaseHandle, type Executor } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

/**
 * A test database holds a few megabytes, and starting PGlite with PostgreSQL's default 128 MB of
 * shared buffers cost each one about 0.9 s more CPU than with 16 MB (2.4 against 1.5 s, measured
 * side by side): over a run's hundred-odd test databases, more than a minute of CPU.
 */
const TEST_PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;

/**
 * A fresh, migrated, empty database for one test file; `close()` disposes of it.
 *
 * PGlite in memory by default, one the worker's earlier file closed when there is one (emptied:
 * reusablePgliteTestDatabase). With `API_TEST_DB=postgres`, a new database with a unique name is
 * copied on the server at `TEST_DATABASE_URL` from a migrated template, and dropped on close, so
 * test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    return createPostgresTestDatabase(serverUrl);
  }
  return reusablePgliteTestDatabase();
}

/**
 * A worker's test files run one after another in one process (the API project's `isolate: false`),
 * and loading the migrated dump into a new PGlite cost each of them about a second of CPU. So a
 * closed test database is emptied back to the migrated template's state and kept for the worker's
 * next file, which cannot tell it from a fresh copy: every product table empty (the template is,
 * see assertMigratedTablesEmpty), every sequence at its start, no session state left.
 */
const emptiedPglites: PGlite[] = [];

async function reusablePgliteTestDatabase(): Promise<DatabaseHandle> {
  const client =
    emptiedPglites.pop() ??
    (await PGlite.create({ ...TEST_PGLITE_OPTIONS, loadDataDir: await migratedPgliteTemplate() }));
  let closed = false;
  return {
    ...wrapPglite(client),
    async close() {
      if (closed) return;
      closed = true;
      if (client.closed) return;
      // Outside Vitest's workers (a script filling a snapshot, a bench) nothing comes next, and a
      // PGlite kept open holds the process: its backend's timers run on Node's event loop.
      if (!process.env.VITEST) {
        await client.close();
        return;
      }
      try {
        await emptyForReuse(client);
      } catch (error) {
        await client.close();
        throw error;
      }
      emptiedPglites.push(client);
    },
  };
}

async function emptyForReuse(client: PGlite): Promise<void> {
  // A test that failed mid-transaction leaves it open; outside one this only warns.
  await client.exec('rollback');
  await truncateAllTables(wrapPglite(client).db);
  const sequences = await client.query<{ name: string }>(
    `select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences.rows) await client.exec(`alter sequence public.${name} restart`);
  // Settings, prepared statements, advisory locks, LISTENs: whatever the last file left in the session.
  await client.exec('discard all');
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
  return openPostgresCopy(
    await createEmptyPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl)),
  );
}

/** Opens a copied database; closing the handle drops it. */
async function openPostgresCopy(copy: { url: string; drop(): Promise<void> }): Promise<DatabaseHandle> {
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

/**
 * DATA_DIR as `npm start` keeps it, holding the run's PGlite snapshot `name` (its database in
 * `<dataDir>/pglite`, its stored files in `<dataDir>/files`), so a server started on it skips
 * the migrations and finds the data already there. False, and nothing written, when the run has
 * no such snapshot.
 */
export async function copySnapshotToDataDir(dataDir: string, run: string, name: string): Promise<boolean> {
  const directory = snapshotDirectory(run, name);
  const dumpFile = path.join(directory, PGLITE_DUMP);
  if (!(await exists(dumpFile))) return false;
  const files = await readSnapshotFiles(directory);
  await cp(files.filesDir, path.join(dataDir, 'files'), { recursive: true });
  await mkdir(pgliteDirectory(dataDir), { recursive: true });
  const client = await PGlite.create(pgliteDirectory(dataDir), {
    loadDataDir: new Blob([await readFile(dumpFile)]),
  });
  await client.close();
  return true;
}

/**
 * Data a test file starts from that is costly to write (the whole demo: about 8 s of CPU), made
 * once per test run and then copied to each file that asks for it, like the migrated templates.
 */
export interface TestDataSnapshot {
  /** Names the snapshot's files and template database: lowercase letters only. */
  name: string;
  /**
   * Fills a migrated database. Files it stores go under `filesDir`, laid out as the local storage
   * keeps them; moments it writes are relative to `now`, the moment the copies' clocks start at.
   */
  fill(handle: DatabaseHandle, place: { filesDir: string; now: Date }): Promise<void>;
}

/** A test's own copy of a snapshot's database, its stored files and the moment it was filled at. */
export interface FilledTestDatabase {
  handle: DatabaseHandle;
  /** The snapshot's stored files: copy them, never write here. */
  filesDir: string;
  filledAt: Date;
}

/**
 * The environment variable naming the current test run (testing-run.ts sets it): snapshots are
 * shared by the test files of one run and removed with it, so their moment is never older than
 * the run. Without it, each call fills a database of its own.
 */
export const TEST_RUN_VARIABLE = 'STONETOOL_TEST_RUN';

/**
 * A fresh database holding `snapshot`'s data, on PGlite or (API_TEST_DB=postgres) PostgreSQL like
 * createTestDatabase; the first call of a run fills the snapshot, later ones copy it.
 */
export async function createFilledTestDatabase(snapshot: TestDataSnapshot): Promise<FilledTestDatabase> {
  const run = process.env[TEST_RUN_VARIABLE];
  if (!run) return fillOwnDatabase(snapshot);
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    const built = await postgresSnapshot(serverUrl, snapshot, run);
    const copy = await createEmptyPostgresDatabase(serverUrl, built.template);
    return { handle: await openPostgresCopy(copy), filesDir: built.filesDir, filledAt: built.filledAt };
  }
  const built = await pgliteSnapshot(snapshot, run);
  const client = await PGlite.create({ ...TEST_PGLITE_OPTIONS, loadDataDir: built.dump });
  return { handle: wrapPglite(client), filesDir: built.filesDir, filledAt: built.filledAt };
}

/**
 * Makes sure the current run has `snapshot`'s PGlite dump, filling it if no one has: run before
 * the steps that copy it start, so they find it ready instead of each waiting on the first.
 */
export async function fillTestSnapshot(snapshot: TestDataSnapshot): Promise<void> {
  const run = process.env[TEST_RUN_VARIABLE];
  if (!run) throw new Error(`${TEST_RUN_VARIABLE} must name the test run the snapshot is for`);
  await pgliteSnapshot(snapshot, run);
}

async function fillOwnDatabase(snapshot: TestDataSnapshot): Promise<FilledTestDatabase> {
  const handle = await createTestDatabase();
  const filesDir = await mkdtemp(path.join(os.tmpdir(), `${snapshotPrefix}${snapshot.name}-own-`));
  const filledAt = new Date();
  await snapshot.fill(handle, { filesDir, now: filledAt });
  return {
    handle: {
      ...handle,
      async close() {
        await handle.close();
        await rm(filesDir, { recursive: true, force: true });
      },
    },
    filesDir,
    filledAt,
  };
}

const snapshotPrefix = 'stonetool-snapshot-';
/** The name of the demo's snapshot (apps/server/src/testing/demo-data.ts), which the journeys' server starts from. */
export const DEMO_SNAPSHOT = 'demo';

/** The folder of one run's snapshot: its stored files, the moment it was filled at and the PGlite dump. */
export function snapshotDirectory(run: string, name: string): string {
  return path.join(os.tmpdir(), `${snapshotPrefix}${run}-${name}`);
}

interface SnapshotFiles {
  filesDir: string;
  filledAt: Date;
}

async function fillSnapshotFiles(
  directory: string,
  snapshot: TestDataSnapshot,
  handle: DatabaseHandle,
): Promise<SnapshotFiles> {
  const filesDir = path.join(directory, 'files');
  const filledAt = new Date();
  await snapshot.fill(handle, { filesDir, now: filledAt });
  await writeFile(path.join(directory, 'filled-at'), filledAt.toISOString());
  return { filesDir, filledAt };
}

async function readSnapshotFiles(directory: string): Promise<SnapshotFiles> {
  const filledAt = new Date(await readFile(path.join(directory, 'filled-at'), 'utf8'));
  return { filesDir: path.join(directory, 'files'), filledAt };
}

const pgliteSnapshots = new Map<string, Promise<SnapshotFiles & { dump: Blob }>>();

/**
 * The test files of a run start together on two workers, and each of those worker processes may
 * ask for the snapshot first: the one that creates the run's folder fills it and writes the dump
 * last (then renames it into place), the others wait for the dump to appear.
 */
function pgliteSnapshot(snapshot: TestDataSnapshot, run: string) {
  const key = `${run}-${snapshot.name}`;
  let built = pgliteSnapshots.get(key);
  if (!built) {
    built = loadOrFillPgliteSnapshot(snapshotDirectory(run, snapshot.name), snapshot);
    pgliteSnapshots.set(key, built);
  }
  return built;
}

const SNAPSHOT_POLL_MS = 200;
const PGLITE_DUMP = 'pglite.tar.gz';

async function loadOrFillPgliteSnapshot(directory: string, snapshot: TestDataSnapshot) {
  const dumpFile = path.join(directory, PGLITE_DUMP);
  const failedFile = path.join(directory, 'failed');
  let filling = true;
  try {
    await mkdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    filling = false;
  }
  if (!filling) {
    while (!(await exists(dumpFile))) {
      if (await exists(failedFile)) throw new Error(`filling the test snapshot in ${directory} failed`);
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_POLL_MS));
    }
    return { ...(await readSnapshotFiles(directory)), dump: new Blob([await readFile(dumpFile)]) };
  }
  try {
    await removeOtherRunsFolders(directory);
    const handle = await createTestDatabase();
    try {
      const files = await fillSnapshotFiles(directory, snapshot, handle);
      if (handle.kind !== 'pglite') throw new Error('expected a PGlite handle');
      const dump = await handle.client.dumpDataDir('gzip');
      await writeFile(`${dumpFile}.partial`, new Uint8Array(await dump.arrayBuffer()));
      await rename(`${dumpFile}.partial`, dumpFile);
      return { ...files, dump };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await writeFile(failedFile, String(error));
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

const postgresSnapshotPrefix = 'stonetool_snapshot_';
/** Any fixed key other than TEMPLATE_LOCK_KEY: only postgresSnapshot takes this lock. */
const SNAPSHOT_LOCK_KEY = 7_200_418;

/** The template database of one run's snapshot. */
export function postgresSnapshotName(run: string, name: string): string {
  return `${postgresSnapshotPrefix}${name}_${run}`;
}

const postgresSnapshots = new Map<string, Promise<SnapshotFiles & { template: string }>>();

function postgresSnapshot(serverUrl: string, snapshot: TestDataSnapshot, run: string) {
  const key = `${run}-${snapshot.name}`;
  let built = postgresSnapshots.get(key);
  if (!built) {
    built = buildPostgresSnapshotOnce(serverUrl, snapshot, run);
    postgresSnapshots.set(key, built);
  }
  return built;
}

/**
 * Like the migrated template: the first worker fills a copy of it under an advisory lock and marks
 * it a template when complete; the others wait on the lock and then find it. Its stored files go
 * to the run's snapshot folder on this machine.
 */
async function buildPostgresSnapshotOnce(serverUrl: string, snapshot: TestDataSnapshot, run: string) {
  const template = postgresSnapshotName(run, snapshot.name);
  const directory = snapshotDirectory(run, snapshot.name);
  const migrated = await migratedPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SNAPSHOT_LOCK_KEY]);
    const found = await admin.query<{ datistemplate: boolean }>(
      'select datistemplate from pg_database where datname = $1',
      [template],
    );
    if (found.rows[0]?.datistemplate) return { ...(await readSnapshotFiles(directory)), template };
    await dropOtherRunsTemplates(admin, template);
    await admin.query(`create database ${template} template ${migrated}`);
    await mkdir(directory, { recursive: true });
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), poolSize: 1 });
    let files: SnapshotFiles;
    try {
      files = await fillSnapshotFiles(directory, snapshot, handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${template} is_template true`);
    return { ...files, template };
  } finally {
    await admin.end();
  }
}

/**
 * A run that was killed leaves its snapshot behind; runs of other checkouts may be copying theirs
 * now. So the newest few others stay (as the migrated templates do) and the rest go.
 */
async function dropOtherRunsTemplates(admin: pg.Client, current: string): Promise<void> {
  const found = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 and datname <> $2 order by oid desc',
    [`${postgresSnapshotPrefix}%`, current],
  );
  for (const row of found.rows.slice(OTHER_TEMPLATES_KEPT)) await dropTemplate(admin, row.datname);
  await admin.query(`drop database if exists ${current} with (force)`);
}

async function dropTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`alter database ${name} is_template false`);
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** The PGlite side of dropOtherRunsTemplates: snapshot folders beyond the newest few others go. */
async function removeOtherRunsFolders(current: string): Promise<void> {
  const directory = os.tmpdir();
  const others = [];
  for (const name of await readdir(directory)) {
    const folder = path.join(directory, name);
    if (!name.startsWith(snapshotPrefix) || folder === current) continue;
    others.push({ folder, modified: (await stat(folder)).mtimeMs });
  }
  others.sort((a, b) => b.modified - a.modified);
  for (const { folder } of others.slice(OTHER_TEMPLATES_KEPT))
    await rm(folder, { recursive: true, force: true });
}

/**
 * Removes what a run's snapshots left: their folders and, on the PostgreSQL server at `serverUrl`
 * when given, their template databases.
 */
export async function removeRunSnapshots(run: string, serverUrl?: string): Promise<void> {
  const directory = os.tmpdir();
  for (const name of await readdir(directory)) {
    if (name.startsWith(`${snapshotPrefix}${run}-`))
      await rm(path.join(directory, name), { recursive: true, force: true });
  }
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${postgresSnapshotPrefix}%\\_${run}`],
    );
    for (const row of found.rows) await dropTemplate(admin, row.datname);
  } finally {
    await admin.end();
  }
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
  const client = await PGlite.create(TEST_PGLITE_OPTIONS);
  try {
    await migrateDatabase(wrapPglite(client));
    await assertMigratedTablesEmpty(client);
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

/**
 * A reused test database is emptied, not reloaded (reusablePgliteTestDatabase): that is the
 * template's state only while no migration leaves rows behind. One that does must also be
 * replayed by emptyForReuse; this says so instead of letting reused databases differ in silence.
 */
async function assertMigratedTablesEmpty(client: PGlite): Promise<void> {
  const tables = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables.rows) {
    const found = await client.query(`select 1 from public.${name} limit 1`);
    if (found.rows.length > 0) {
      throw new Error(
        `The migrations leave rows in ${name}; emptyForReuse (packages/db/src/testing.ts) must restore them.`,
      );
    }
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
