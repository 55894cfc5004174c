import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A new human-readable reference such as 'Q-2026-001042': a prefix ('Q' for quotes and orders,
 * 'C' for comparisons), the year, and the next value of the quote_number_seq sequence. The
 * sequence makes it unique across every API server without a read-then-write race; the year
 * only helps people read it.
 */
export async function nextReferenceNumber(
  db: Executor,
  prefix: string,
  at: Date = new Date(),
): Promise<string> {
  const result = await db.execute<{ value: string }>(sql`select nextval('quote_number_seq')::text as value`);
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error('quote_number_seq returned nothing');
  return `${prefix}-${at.getUTCFullYear()}-${value.padStart(6, '0')}`;
}
