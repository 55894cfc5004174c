import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/all';

export type Schema = typeof schema;

/**
 * What both drivers' raw query results have in common: `rows` (and PGlite's `affectedRows` /
 * node-postgres' `rowCount` differ, so they are left out). `db.execute<Row>(sql\`…\`)` returns it.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsQueryResult<this['row']>;
}

export interface RowsQueryResult<Row> {
  rows: Row[];
}

/**
 * The database as server code sees it, whichever driver is underneath: both the PGlite and the
 * node-postgres Drizzle databases satisfy it, so queries and `db.transaction` are written once.
 */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** A transaction handle as `db.transaction(async (tx) => …)` passes it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or a transaction: what a use case that may run inside one should accept. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; client: pg.Pool; close(): Promise<void> };

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// URL of a PostgreSQL server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** Directory holding the embedded database (`<dataDir>/pglite`); absent means in memory. */
  dataDir?: string;
  /** Largest number of pooled connections to PostgreSQL (default 10). */
  poolSize?: number;
}

/**
 * Opens the product's database: PostgreSQL through a node-postgres pool when a URL is given
 * (production, scaling out), otherwise the embedded PGlite kept under `<dataDir>/pglite` so that
 * `npm start` needs no server. Does not migrate; call migrateDatabase for that.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // No JIT compilation: the product's statements (analytics over rollups and indexes included)
      // run in milliseconds, and compiling one costs more than it saves (up to a second per
      // analytics statement in bench:analytics). No parallel workers either: a request already
      // runs its statements side by side on the pool, and the server runs requests side by side,
      // so workers per statement only crowd the same cores (on 2 cores the admin's analytics took
      // 387 ms with them, 329 ms without). A DBA may still enable either per role or database.
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener
    // that would crash the process. The next query gets a fresh connection. Once the pool is
    // closing, a connection the server ends is expected (a test's database is dropped with its
    // connections right after; a server shuts down) and is not an error to report.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error('PostgreSQL pool error:', error.message);
    });
    const db: Database = drizzleNodePg(pool, { schema });
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { kind: 'postgres', db, client: pool, close };
  }
  let client: PGlite;
  if (options.dataDir) {
    const directory = pgliteDirectory(options.dataDir);
    await mkdir(directory, { recursive: true });
    client = await PGlite.create(directory);
  } else {
    client = await PGlite.create();
  }
  return wrapPglite(client);
}

/** Where the embedded database of a DATA_DIR lives. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Wraps an open PGlite instance (e.g. one loaded from a dumped data directory) as a handle. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite(client, { schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}
