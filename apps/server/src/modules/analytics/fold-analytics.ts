import type { Executor } from '@stonetool/db/client';
import { sql } from 'drizzle-orm';

/** Rows of each delta table one fold takes: a few hundred orders' worth in one short transaction. */
export const FOLD_BATCH = 1000;

/** At most this many full batches per call, so a tick under a stream of orders ends. */
const MAX_BATCHES = 20;

/**
 * Folds the analytics deltas the writers' triggers appended into the rollups and the pipeline
 * tables (analytics_fold, migration 0017), and the order and activity key deltas into the filters'
 * rollups (analytics_fold_order_keys, migration 0029; analytics_fold_activity_keys, migration 0030).
 * Each batch deletes the rows it adds in one transaction, committed by this process: a fold that
 * fails, or whose server dies at any point before the commit, leaves every row for the next. Every server may run it at once; rows are taken with
 * SKIP LOCKED. Answers the rows folded.
 */
export async function foldAnalytics(db: Executor): Promise<number> {
  let folded = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await db.transaction((tx) =>
      tx.execute<{ taken: number }>(
        sql`select (analytics_fold(${FOLD_BATCH}) + analytics_fold_order_keys(${FOLD_BATCH})
          + analytics_fold_activity_keys(${FOLD_BATCH}))::int as taken`,
      ),
    );
    const taken = Number(result.rows[0]?.taken ?? 0);
    folded += taken;
    if (taken < FOLD_BATCH) break;
  }
  return folded;
}
