import pg from 'pg';

/** The PostgreSQL server the benchmarks use (BENCH_DATABASE_URL, default the local one), without a database. */
export const serverUrl = (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);

/** Runs one statement on the server's `postgres` database (to create or drop a throwaway database). */
export async function runOnServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The p-th percentile (nearest rank) of samples sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
