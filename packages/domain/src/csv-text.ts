// The package's portable build: the plain one reaches for Node's Buffer, which a browser lacks.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { neutraliseFormulaCell } from './csv-cell';

export type CsvCell = string | number | null;

/**
 * A CSV file's text: RFC 4180 quoting (every cell with a CR or LF quoted), a header row, CRLF line
 * ends, and formula cells neutralised (checklist 26). The server's exports and the web app's downloads are both written by it.
 */
export function csvText(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutraliseFormulaCell(cell ?? ''))),
    // A bare CR or LF is not the CRLF record delimiter, so csv-stringify would leave it unquoted
    // and a reader would start a new row inside the cell.
    { header: true, columns: [...columns], record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
