import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * A CSV file's text: RFC 4180 quoting, a header row, CRLF line ends, and cells that begin with
 * `=`, `+`, `-` (text), `@`, tab, carriage return or NUL prefixed with `'`, so a spreadsheet shows
 * them rather than running them as formulas. csv-stringify's `escape_formulas` covers all but NUL.
 */
export function csvText(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return stringify(
    rows.map((row) =>
      row.map((cell) => (typeof cell === 'string' && cell.startsWith('\0') ? `'${cell}` : (cell ?? ''))),
    ),
    { header: true, columns: [...columns], record_delimiter: 'windows', escape_formulas: true },
  );
}

/** Saves `text` as a CSV file named `filename` through the browser's download. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
