import {
  ADMIN_STONE_MESSAGES,
  STONE_CSV_MAX_ROWS,
  ZUploadStonesCsvErrorResponse,
  ZUploadStonesCsvResponse,
} from '@stonetool/contracts/admin-stones';
import { ZErrorResponse } from '@stonetool/contracts/common';
import { stones } from '@stonetool/db/schema/catalog';
import { createStone } from '@stonetool/db/seed/stones';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAdmin } from '../../../testing/fixtures';
import { fileUpload, multipartBody } from '../../../testing/multipart';
import { createTestApp } from '../../../testing/test-app';
import { accessToken, bearer } from '../../../testing/api-as';
import { useMaterialTestApp } from '../../orders/material-test-setup';

const world = useMaterialTestApp();

const HEADER = 'Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up';

function upload(csv: string | Buffer, token = world.logins.tokens.admin) {
  const body = fileUpload(
    'csvFile',
    'stones.csv',
    typeof csv === 'string' ? Buffer.from(csv) : csv,
    'text/csv',
  );
  return world.t.app.inject({
    method: 'POST',
    url: '/api/admin/upload-stones-csv',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function brandStones(brand: string) {
  return world.t.database.db
    .select()
    .from(stones)
    .where(eq(stones.brand, brand))
    .orderBy(asc(stones.color), asc(stones.thickness));
}

async function stoneCount(): Promise<number> {
  const result = await world.t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from stones`);
  return result.rows[0]?.n ?? 0;
}

async function etag(): Promise<string> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/stones',
    headers: bearer(world.logins.tokens.ownerA),
  });
  return String(response.headers.etag);
}

const northwind = [
  HEADER,
  'Northwind Quartz,Quartz,Arctic Mist,3cm,Polished,65,130,"$1,450.00",40,1.25',
  'Northwind Quartz,Quartz,Arctic Mist,2cm,Polished,65,130,1130,40,1.25',
  'Northwind Quartz,Porcelain,Basalt Night,3cm,Leathered,,,980.5,,',
].join('\n');

describe('POST /api/admin/upload-stones-csv', () => {
  it('adds every stone of the file and the catalog shows them at once', async () => {
    const before = await etag();
    const response = await upload(northwind);
    expect(response.statusCode).toBe(200);
    expect(ZUploadStonesCsvResponse.parse(response.json())).toEqual({
      success: true,
      imported: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      photos_added: 0,
      photos_refused: [],
    });
    const rows = await brandStones('Northwind Quartz');
    expect(rows.map((row) => [row.color, row.thickness, row.finish, row.slabCostCents])).toEqual([
      ['Arctic Mist', '2cm', 'Polished', 113_000],
      ['Arctic Mist', '3cm', 'Polished', 145_000],
      ['Basalt Night', '3cm', 'Leathered', 98_050],
    ]);
    expect(rows[2]).toMatchObject({ slabHeightIn: 63, slabWidthIn: 126, fabCostCents: 0, markUp: 1.2 });
    expect(await etag()).not.toBe(before);
  });

  it('changes nothing when the same file is imported again', async () => {
    const rowsBefore = await brandStones('Northwind Quartz');
    const before = await etag();
    const response = await upload(northwind);
    expect(ZUploadStonesCsvResponse.parse(response.json())).toMatchObject({ imported: 0, unchanged: 3 });
    expect(await brandStones('Northwind Quartz')).toEqual(rowsBefore);
    expect(await etag()).toBe(before);
  });

  it('updates the price of a stone already in the catalog, found by brand, type, color, thickness and finish', async () => {
    const response = await upload(
      [HEADER, 'Northwind Quartz,Quartz,Arctic Mist,3cm,polished,65,130,1500,40,1.25'].join('\n'),
    );
    expect(ZUploadStonesCsvResponse.parse(response.json())).toMatchObject({
      imported: 1,
      created: 0,
      updated: 1,
    });
    const rows = await brandStones('Northwind Quartz');
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.thickness === '3cm' && row.color === 'Arctic Mist')?.slabCostCents).toBe(
      150_000,
    );
  });

  it('refuses the whole file when one row is broken, naming the row, the column and the reason', async () => {
    const count = await stoneCount();
    const response = await upload(
      [
        HEADER,
        'Eastgate Stone,Quartz,Good One,3cm,Polished,63,126,1000,30,1.2',
        'Eastgate Stone,Quartz,Bad Finish,3cm,Flamed,63,126,1000,30,1.2',
        'Eastgate Stone,Quartz,,3cm,Polished,63,126,abc,30,1.2',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    const body = ZUploadStonesCsvErrorResponse.parse(response.json());
    expect(body.error).toBe('2 rows have errors; no stones were imported.');
    expect(body.errors).toEqual([
      { row: 3, column: 'Finish', reason: 'Must be one of Polished, Honed, Leathered' },
      { row: 4, column: 'Slab Cost', reason: 'Must be an amount in dollars' },
      { row: 4, column: 'Color', reason: 'Required' },
    ]);
    expect(body.error_count).toBe(3);
    expect(await stoneCount()).toBe(count);
    expect(await brandStones('Eastgate Stone')).toEqual([]);
  });

  it('numbers rows as a spreadsheet does: a quoted line break stays in its row, a blank line is a row', async () => {
    const response = await upload(
      [
        HEADER,
        'Eastgate Stone,Quartz,"Two\nLines",3cm,Polished,63,126,1000,30,1.2',
        'Eastgate Stone,Quartz,Wrong Mark Up,3cm,Polished,63,126,1000,30,0.5',
        '',
        'Eastgate Stone,Quartz,Wrong Finish,3cm,Glossy,63,126,1000,30,1.2',
      ].join('\n'),
    );
    expect(ZUploadStonesCsvErrorResponse.parse(response.json()).errors).toEqual([
      { row: 3, column: 'Mark Up', reason: 'Must be a multiplier from 1 to 10 (for example 1.2)' },
      { row: 5, column: 'Finish', reason: 'Must be one of Polished, Honed, Leathered' },
    ]);
  });

  it('refuses two rows naming the same stone', async () => {
    const response = await upload(
      [
        HEADER,
        'Eastgate Stone,Quartz,Twin,3cm,Polished,63,126,1000,30,1.2',
        'Eastgate Stone,Quartz,Twin,3CM,Polished,63,126,900,30,1.2',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(ZUploadStonesCsvErrorResponse.parse(response.json()).errors).toEqual([
      { row: 3, column: 'Color', reason: 'Same brand, type, color, thickness and finish as row 2' },
    ]);
  });

  it('refuses an unknown column and a missing required one', async () => {
    const response = await upload('Brand,Type,Colour,Slab Cost\nEastgate Stone,Quartz,Grey,100\n');
    expect(response.statusCode).toBe(400);
    const { errors } = ZUploadStonesCsvErrorResponse.parse(response.json());
    expect(errors.map((error) => error.column)).toEqual(['File', 'Color']);
  });

  it('names the row where the CSV itself breaks', async () => {
    const response = await upload(
      `${HEADER}\nEastgate Stone,Quartz,"Open quote,3cm,Polished,63,126,100,1,1.2\n`,
    );
    expect(response.statusCode).toBe(400);
    const { errors } = ZUploadStonesCsvErrorResponse.parse(response.json());
    expect(errors[0]).toMatchObject({ column: 'File' });
  });

  it('stores formula-like cells as the text written', async () => {
    const response = await upload(
      [HEADER, '"=HYPERLINK(""http://x.test"")",+Quartz,@Grey,3cm,Polished,63,126,100,0,1.2', ''].join(
        '\r\n',
      ),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await brandStones('=HYPERLINK("http://x.test")');
    expect(row).toMatchObject({ type: '+Quartz', color: '@Grey' });
  });

  it('reads a file saved by a spreadsheet: byte order mark, header case, CRLF and blank lines', async () => {
    const csv = `\ufeffbrand,TYPE,Color,slab cost\r\n\r\nWestbrook Slabs,Granite,Ember,"1,250"\r\n,,,\r\n`;
    const response = await upload(csv);
    expect(ZUploadStonesCsvResponse.parse(response.json())).toMatchObject({ created: 1 });
    expect((await brandStones('Westbrook Slabs'))[0]?.slabCostCents).toBe(125_000);
  });

  it('leaves a stone the file does not name as it is', async () => {
    const other = await createStone(world.t.database.db, { brand: 'Northwind Quartz', color: 'Not In File' });
    await upload(northwind);
    const [kept] = await world.t.database.db.select().from(stones).where(eq(stones.id, other.id));
    expect(kept).toMatchObject({ slabCostCents: other.slabCostCents, retiredAt: null });
  });

  it('asks for a file when none is sent: "Please select a CSV file"', async () => {
    const body = multipartBody([{ name: 'note', value: 'no file' }]);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-stones-csv',
      headers: { ...bearer(world.logins.tokens.admin), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toBe(ADMIN_STONE_MESSAGES.noCsvFile);
    const headerOnly = await upload(`${HEADER}\n`);
    expect(ZErrorResponse.parse(headerOnly.json()).error).toBe(ADMIN_STONE_MESSAGES.csvNoRows);
  });

  it('refuses a file over 5 MB and one over 20,000 rows with clear messages, importing nothing', async () => {
    const count = await stoneCount();
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(ZErrorResponse.parse(big.json()).error).toBe(ADMIN_STONE_MESSAGES.csvTooLarge);

    const rows = Array.from(
      { length: STONE_CSV_MAX_ROWS + 1 },
      (_, i) => `Capped,Quartz,C${i},3cm,Polished,63,126,100,0,1.2`,
    );
    const many = await upload([HEADER, ...rows].join('\n'));
    expect(many.statusCode).toBe(413);
    expect(ZErrorResponse.parse(many.json()).error).toBe(ADMIN_STONE_MESSAGES.csvTooManyRows);
    expect(await stoneCount()).toBe(count);
  });
});

describe('the upload rate limit on imports', () => {
  it('answers 429 with Retry-After once the admin has sent too many files in an hour', async () => {
    const limited = await createTestApp({
      env: { UPLOAD_RATE_LIMIT_PER_HOUR: '2' },
      database: world.t.database,
    });
    try {
      // An admin of its own: the limit counts per user, and this file's admin has sent many files.
      await seedAdmin(world.t.database.db, 'limited-admin@example.test', 'Limited-admin-pass-1');
      const token = await accessToken(limited.app, 'limited-admin@example.test', 'Limited-admin-pass-1');
      const send = () => {
        const body = fileUpload('csvFile', 'stones.csv', Buffer.from(`${HEADER}\n`), 'text/csv');
        return limited.app.inject({
          method: 'POST',
          url: '/api/admin/upload-stones-csv',
          headers: { ...bearer(token), ...body.headers },
          payload: body.payload,
        });
      };
      // Refused files count too: reading and checking them is the cost the limit protects.
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const response = await send();
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
