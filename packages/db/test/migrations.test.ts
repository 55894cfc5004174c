import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/client';
import { migrateDatabase } from '../src/migrate';
import { createTestDatabase, truncateAllTables } from '../src/testing';
import { showrooms } from '../src/schema/showrooms';
import { users } from '../src/schema/auth';

const serverUrl = process.env.TEST_DATABASE_URL;

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

/** What every database must hold once migrated, whichever driver. */
function describeMigratedDatabase(name: string, open: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('has every table of the product', async () => {
      const tables = await tableNames(handle);
      for (const table of ['showrooms', 'users', 'team_members', 'stones', 'orders', 'mail_outbox']) {
        expect(tables).toContain(table);
      }
      expect(tables.length).toBeGreaterThanOrEqual(38);
    });

    it('running the migrations again changes nothing', async () => {
      await migrateDatabase(handle);
      expect((await tableNames(handle)).length).toBeGreaterThanOrEqual(38);
    });

    it('gives a new showroom the spec defaults', async () => {
      const [showroom] = await handle.db
        .insert(showrooms)
        .values({ name: 'Defaults', email: 'defaults@example.com' })
        .returning();
      expect(showroom).toMatchObject({
        showroomType: 'tile_stone',
        primaryColor: '#0f766e',
        secondaryColor: '#14b8a6',
        salesTaxEnabled: true,
        salesTaxRatePercent: 9.75,
        showNameUnderLogo: true,
      });
    });

    it('rolls a failed transaction back', async () => {
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.insert(showrooms).values({ name: 'Rolled back', email: 'rb@example.com' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const rows = await handle.db
        .select()
        .from(showrooms)
        .where(sql`${showrooms.name} = 'Rolled back'`);
      expect(rows).toHaveLength(0);
    });

    it('truncateAllTables empties every table and keeps the schema', async () => {
      await handle.db.insert(showrooms).values({ name: 'Temporary', email: 'tmp@example.com' });
      await truncateAllTables(handle.db);
      expect(await handle.db.select().from(showrooms)).toHaveLength(0);
      expect((await tableNames(handle)).length).toBeGreaterThanOrEqual(38);
    });

    it('refuses a value outside a closed list and an upper-case login e-mail', async () => {
      await expect(
        handle.db
          .insert(showrooms)
          .values({ name: 'Bad', email: 'b@example.com', showroomType: 'castle' as never }),
      ).rejects.toThrow();
      await expect(
        handle.db.insert(users).values({ email: 'Upper@Example.com', passwordHash: 'x' }),
      ).rejects.toThrow();
    });
  });
}

describeMigratedDatabase('migrations on PGlite', createTestDatabase);

describe.runIf(serverUrl)('migrations on PostgreSQL', () => {
  describeMigratedDatabase('a fresh server database', async () => {
    const previous = process.env.API_TEST_DB;
    process.env.API_TEST_DB = 'postgres';
    try {
      return await createTestDatabase();
    } finally {
      process.env.API_TEST_DB = previous;
    }
  });
});

describe('openDatabase', () => {
  it('keeps an embedded database in <dataDir>/pglite and reopens it with its rows', async () => {
    const { mkdtemp, rm, stat } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stonetool-db-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await migrateDatabase(first);
      await first.db.insert(showrooms).values({ name: 'Kept', email: 'kept@example.com' });
      await first.close();
      expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);
      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(showrooms);
      expect(rows.map((row) => row.name)).toEqual(['Kept']);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a database URL that is not PostgreSQL', async () => {
    await expect(openDatabase({ databaseUrl: 'mysql://localhost/x' })).rejects.toThrow('postgres://');
  });
});
