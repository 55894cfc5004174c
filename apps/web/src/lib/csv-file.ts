import { neutraliseFormulaCell } from '@stonetool/domain/csv-cell';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from './save-file';

/**
 * A CSV file's text: RFC 4180 quoting, a header row, CRLF line ends, and formula cells neutralised
 * (neutraliseFormulaCell, the rule the server's CSV exports share).
 */
export function csvText(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutraliseFormulaCell(cell ?? ''))),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );
}

/** Saves `text` as a CSV file named `filename` through the browser's download. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
