/**
 * Stone CSV import benchmark (issue 13): POST /api/admin/upload-stones-csv with a 10,000-row file
 * on PGlite, the embedded default. Times a first import (every stone added), the same file again
 * (nothing changes), and the file with every price changed (every stone updated), each answered
 * in full (multipart read, csv-parse, every row checked, one transaction). The API runs in this
 * process and is called through Fastify's inject, so the times are the server's without a
 * network. Goal: under 10 s for the first import. Printed, not asserted.
 *
 *   npm run stones-import -w @stonetool/bench [-- --rows 10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZUploadStonesCsvResponse } from '@stonetool/contracts/admin-stones';
import { openDatabase } from '@stonetool/db/client';
import { migrateDatabase } from '@stonetool/db/migrate';
import { seedAdmin } from '@stonetool/server/testing/fixtures';
import { fileUpload } from '@stonetool/server/testing/multipart';
import { buildInProcessApi, injectLogin } from './bench-api';
import { countOption } from './count-option';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = countOption('rows', args.rows);
const GOAL_SECONDS = 10;

const types = ['Quartz', 'Porcelain', 'Granite', 'Marble', 'Quartzite'];
const finishes = ['Polished', 'Honed', 'Leathered'];
const thicknesses = ['2cm', '3cm'];

/** A price list as a supplier sends one: 40 brands, every colour in the six variants. */
function priceList(rows: number, costOffset: number): string {
  const lines = ['Brand,Type,Color,Thickness,Finish,Slab Height,Slab Width,Slab Cost,Fab Cost,Mark Up'];
  for (let n = 0; n < rows; n++) {
    const colour = Math.floor(n / 6);
    const variant = n % 6;
    lines.push(
      [
        `Bench Brand ${colour % 40}`,
        types[colour % types.length],
        `"Colour ${colour}, veined"`,
        thicknesses[variant % 2],
        finishes[Math.floor(variant / 2)],
        63 + (colour % 3),
        126 + (colour % 5),
        `"$${(900 + (colour % 700) + costOffset).toLocaleString('en-US')}.50"`,
        30 + (colour % 20),
        1.2,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stonetool-bench-stones-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const admin = await seedAdmin(handle.db, 'bench-admin@stonetool.test', 'Bench-admin-pass-1');
    const app = await buildInProcessApi(handle, dataDir);
    try {
      const { authorization } = await injectLogin(app, admin);

      async function importFile(label: string, csv: string) {
        const upload = fileUpload('csvFile', 'stones.csv', Buffer.from(csv), 'text/csv');
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/admin/upload-stones-csv',
          headers: { authorization, ...upload.headers },
          payload: upload.payload,
        });
        const seconds = (performance.now() - started) / 1000;
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        return { label, bytes: csv.length, seconds, result: ZUploadStonesCsvResponse.parse(response.json()) };
      }

      const first = priceList(ROWS, 0);
      const rows = [
        await importFile('first import', first),
        await importFile('same file again', first),
        await importFile('every price changed', priceList(ROWS, 25)),
      ];

      console.log(
        `\nStone CSV import, ${ROWS.toLocaleString('en-US')} rows on PGlite (goal: under ${GOAL_SECONDS} s)`,
      );
      console.log(
        `load average: ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}, ${os.cpus().length} cores\n`,
      );
      console.log('| import | file KB | created | updated | unchanged | seconds |');
      console.log('|---|---|---|---|---|---|');
      for (const row of rows) {
        const { created, updated, unchanged } = row.result;
        console.log(
          `| ${row.label} | ${(row.bytes / 1024).toFixed(0)} | ${created} | ${updated} | ${unchanged} | ${row.seconds.toFixed(2)} |`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
