import { neutraliseFormulaCell } from '@stonetool/domain/csv-cell';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null;

/**
 * A CSV file's text: RFC 4180 quoting, a header row, CRLF line ends, and formula cells neutralised
 * (checklist 26), as the web app's CSV files are written.
 */
function csvText(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutraliseFormulaCell(cell ?? ''))),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );
}

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
