import type { DatabaseHandle } from '@stonetool/db/client';
import { sql } from 'drizzle-orm';
import { procStat, TICKS_PER_SECOND } from './proc-stat';

/**
 * The CPU an order costs, split between this process (the API, its clients and the fold worker)
 * and the PostgreSQL backends serving this database. On a machine shared with other work the
 * orders per second measure the load as much as the code; the CPU each order takes moves far
 * less, so two commits measured on a loaded machine still compare.
 *
 * A backend's CPU is read from /proc/<pid>/stat, so it is known only for a PostgreSQL on this
 * machine; elsewhere (or on PGlite, which runs in this process) it is null.
 */
export interface CpuMeter {
  /** CPU seconds since the meter started: this process's, and the database backends' (or null). */
  stop(): Promise<{ processSeconds: number; backendSeconds: number | null }>;
}

/** utime + stime of a process in ticks, or null when it is gone or not on this machine. */
function processTicks(pid: number): number | null {
  const fields = procStat(pid);
  return fields === null ? null : Number(fields[11]) + Number(fields[12]);
}

/** Ticks of each backend connected to the handle's database, or null when none can be read. */
async function backendTicks(handle: DatabaseHandle): Promise<Map<number, number> | null> {
  if (handle.kind !== 'postgres') return null;
  const result = await handle.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const ticks = new Map<number, number>();
  for (const { pid } of result.rows) {
    const used = processTicks(Number(pid));
    if (used !== null) ticks.set(Number(pid), used);
  }
  return ticks.size > 0 ? ticks : null;
}

/**
 * Starts counting. A backend that connects during the run counts from zero; one that disconnects
 * before the end is lost, so the pool must keep its connections for the run (its idle timeout is
 * longer than a run's pauses).
 */
export async function startCpuMeter(handle: DatabaseHandle): Promise<CpuMeter> {
  const before = await backendTicks(handle);
  const processBefore = process.cpuUsage();
  return {
    async stop() {
      const used = process.cpuUsage(processBefore);
      const after = before === null ? null : await backendTicks(handle);
      let backendSeconds: number | null = null;
      if (before !== null && after !== null) {
        let ticks = 0;
        for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
        backendSeconds = ticks / TICKS_PER_SECOND;
      }
      return { processSeconds: (used.user + used.system) / 1e6, backendSeconds };
    },
  };
}
