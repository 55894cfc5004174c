import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/migrate';
import * as schema from '../src/schema/all';

describe('migrations', () => {
  it('match the schema files: a schema change without `npm run db:generate` fails here', async () => {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migration in the journal');
    const snapshotFile = path.join(
      migrationsFolder,
      'meta',
      `${String(last.idx).padStart(4, '0')}_snapshot.json`,
    );
    const committed = JSON.parse(await readFile(snapshotFile, 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema, committed.id);
    expect(await generateMigration(committed, current)).toEqual([]);
  });
});
