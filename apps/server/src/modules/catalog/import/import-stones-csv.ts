import { stones } from '@stonetool/db/schema/catalog';
import type { Transaction } from '@stonetool/db/client';
import { stoneKey, type StoneValues } from '@stonetool/domain/catalog/stone-fields';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';

/** Stones per statement: a few hundred KB of JSON each. */
const CHUNK = 2500;

type CatalogStone = StoneValues & { id: string; [column: string]: unknown };

/** Every stone in the catalog by its key, numbers as JavaScript numbers (see list-stones.ts). */
async function loadCatalogByKey(tx: Transaction): Promise<Map<string, CatalogStone>> {
  const result = await tx.execute<CatalogStone>(sql`
    select ${stones.id} as "id", ${stones.brand} as "brand", ${stones.type} as "type",
           ${stones.color} as "color", ${stones.thickness} as "thickness", ${stones.finish} as "finish",
           ${stones.slabHeightIn}::float8 as "slabHeightIn", ${stones.slabWidthIn}::float8 as "slabWidthIn",
           ${stones.slabCostCents}::float8 as "slabCostCents", ${stones.fabCostCents}::float8 as "fabCostCents",
           ${stones.markUp}::float8 as "markUp"
      from ${stones}
     where ${stones.retiredAt} is null`);
  return new Map(result.rows.map((row) => [stoneKey(row), row]));
}

function sameValues(a: StoneValues, b: StoneValues): boolean {
  return (
    a.slabHeightIn === b.slabHeightIn &&
    a.slabWidthIn === b.slabWidthIn &&
    a.slabCostCents === b.slabCostCents &&
    a.fabCostCents === b.fabCostCents &&
    a.markUp === b.markUp
  );
}

/**
 * Stones as a table for one statement: a single JSON parameter unpacked by jsonb_to_recordset,
 * which PostgreSQL and PGlite bind far faster than twelve parameters a row.
 */
function rowsOf(part: (StoneValues & { id?: string })[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as v(
    id uuid, brand text, type text, color text, thickness text, finish text,
    "slabHeightIn" numeric, "slabWidthIn" numeric, "slabCostCents" bigint, "fabCostCents" bigint,
    "markUp" numeric)`;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export interface StonesImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Applies a checked stones CSV to the catalog in one transaction: a row whose key (brand + type +
 * color + thickness + finish) is in the catalog updates that stone's sizes and prices when they
 * differ, any other row adds a stone. Stones the file does not name are left as they are, so a
 * brand's price list can be imported on its own, and importing the same file again changes
 * nothing. Imports run one at a time (a transaction-scoped advisory lock), so two at once cannot
 * both add the same stone.
 */
export async function importStones(ctx: AppContext, rows: StoneValues[]): Promise<StonesImportResult> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stones-csv-import'))`);
    const catalog = await loadCatalogByKey(tx);
    const toCreate: StoneValues[] = [];
    const toUpdate: CatalogStone[] = [];
    for (const row of rows) {
      const existing = catalog.get(stoneKey(row));
      if (!existing) toCreate.push(row);
      else if (!sameValues(existing, row)) toUpdate.push({ ...row, id: existing.id });
    }
    const at = sql`${ctx.clock.now().toISOString()}::timestamptz`;
    for (const part of chunks(toCreate)) {
      await tx.execute(sql`
        insert into ${stones} (brand, type, color, thickness, finish, slab_height_in, slab_width_in,
                               slab_cost_cents, fab_cost_cents, mark_up, created_at, updated_at)
        select v.brand, v.type, v.color, v.thickness, v.finish, v."slabHeightIn", v."slabWidthIn",
               v."slabCostCents", v."fabCostCents", v."markUp", ${at}, ${at}
          from ${rowsOf(part)}`);
    }
    for (const part of chunks(toUpdate)) {
      await tx.execute(sql`
        update ${stones} as s
           set slab_height_in = v."slabHeightIn", slab_width_in = v."slabWidthIn",
               slab_cost_cents = v."slabCostCents", fab_cost_cents = v."fabCostCents",
               mark_up = v."markUp", updated_at = ${at}
          from ${rowsOf(part)}
         where s.id = v.id`);
    }
    return {
      created: toCreate.length,
      updated: toUpdate.length,
      unchanged: rows.length - toCreate.length - toUpdate.length,
    };
  });
}
