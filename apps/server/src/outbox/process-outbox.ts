import type { Executor } from '@stonetool/db/client';
import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../app-context';

/**
 * A claimed row whose worker has not finished within this time is claimable again (a worker that
 * died mid-batch). Each row's claim is renewed just before it is worked on, so this bounds one
 * row's work (the SMTP transport's and Intuit client's timeouts stay well under it), not a batch.
 */
export const CLAIM_SECONDS = 120;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A table of work to do once per row (mail to send, invoices to write): a row is 'pending' until
 * its `nextAttemptAt`, then claimed by one worker (`claimedStatus` until `lockedUntil`), and ends in
 * the table's done status or, after `maxAttempts` failures, 'failed' with its `lastError`.
 */
export type OutboxTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
  lockedUntil: AnyPgColumn;
  lastError: AnyPgColumn;
};

/** What the loop itself reads of a row. */
export interface OutboxRow {
  id: string;
  attempts: number;
}

/** An outbox table and what its worker does with a claimed row (`Row`, the table's select type). */
export interface Outbox<Row extends OutboxRow> {
  table: OutboxTable;
  /** The status of a row a worker is working on, e.g. 'sending'. */
  claimedStatus: string;
  /** After this many failed attempts a row is marked 'failed' (kept, with its last error). */
  maxAttempts: number;
  /** Delay before the next attempt after the n-th failed one. */
  retryDelaySeconds(attempts: number): number;
  /**
   * Does a claimed row's work and records it as done where `stillClaimed` holds. False when the
   * record found the row no longer this worker's.
   */
  work(row: Row, stillClaimed: SQL): Promise<boolean>;
}

export interface OutboxReport {
  done: number;
  retried: number;
  failed: number;
  /** Claimed rows another worker took over after this worker's claim ran out: left to it. */
  lost: number;
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED, so several servers can run the worker against one
 * database: each row is claimed by exactly one of them. Every claim raises `attempts`.
 */
async function claimDue<Row extends OutboxRow>(
  db: Executor,
  outbox: Outbox<Row>,
  now: Date,
  limit: number,
): Promise<Row[]> {
  const { table } = outbox;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        or(
          and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now)),
          and(eq(table.status, outbox.claimedStatus), lte(table.lockedUntil, now)),
        ),
      )
      .orderBy(table.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(table)
      .set({
        status: outbox.claimedStatus,
        lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        attempts: sql`${table.attempts} + 1`,
      })
      .where(
        inArray(
          table.id,
          due.map((row) => row.id),
        ),
      )
      .returning() as Promise<Row[]>;
  });
}

/**
 * The row is still this worker's claim: claimed with the attempt count its claim set. Every claim
 * raises `attempts`, so once another worker has re-claimed an expired row the count differs, and
 * this worker must neither work on it nor record an outcome for it.
 */
function stillClaimed<Row extends OutboxRow>(outbox: Outbox<Row>, row: Row): SQL {
  const { table } = outbox;
  return and(
    eq(table.id, row.id),
    eq(table.status, outbox.claimedStatus),
    eq(table.attempts, row.attempts),
  ) as SQL;
}

/**
 * Extends the claim of a row about to be worked on. Without it the last rows of a batch behind a
 * slow mail server or API outlive the claim, another server's worker claims and works on them, and
 * then this worker does the same work a second time. False when the row is no longer this worker's.
 */
async function renewClaim<Row extends OutboxRow>(
  db: Executor,
  outbox: Outbox<Row>,
  row: Row,
  now: Date,
): Promise<boolean> {
  const renewed = await db
    .update(outbox.table)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000) })
    .where(stillClaimed(outbox, row))
    .returning({ id: outbox.table.id });
  return renewed.length > 0;
}

/**
 * One pass of an outbox worker: claims up to `limit` due rows and works on each. A failure never
 * loses a row: it is put back as pending with its error and a later attempt time, and only after
 * `maxAttempts` marked 'failed', still in the table for an operator to see.
 */
export async function processOutbox<Row extends OutboxRow>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  outbox: Outbox<Row>,
  limit: number,
): Promise<OutboxReport> {
  const report: OutboxReport = { done: 0, retried: 0, failed: 0, lost: 0 };
  const claimed = await claimDue(ctx.db, outbox, ctx.clock.now(), limit);
  for (const row of claimed) {
    if (!(await renewClaim(ctx.db, outbox, row, ctx.clock.now()))) {
      report.lost += 1;
      continue;
    }
    try {
      if (await outbox.work(row, stillClaimed(outbox, row))) report.done += 1;
      else report.lost += 1;
    } catch (error) {
      const gaveUp = row.attempts >= outbox.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      await ctx.db
        .update(outbox.table)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          nextAttemptAt: new Date(ctx.clock.now().getTime() + outbox.retryDelaySeconds(row.attempts) * 1000),
        })
        .where(stillClaimed(outbox, row));
      if (gaveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}
