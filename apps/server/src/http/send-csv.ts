import { csvText, type CsvCell } from '@stonetool/domain/csv-text';
import type { FastifyReply } from 'fastify';

/** Sends a CSV download; `filename` is made by the server from known words, never from input. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(csvText(columns, rows));
}
