import { Readable } from 'node:stream';
import { STONE_CSV_MAX_ROWS, type TStoneCsvRowError } from '@stonetool/contracts/admin-stones';
import {
  normalizeLabel,
  readStoneRow,
  REQUIRED_STONE_COLUMNS,
  STONE_IMPORT_COLUMNS,
  stoneKey,
  type StoneColumn,
  type StoneValues,
} from '@stonetool/domain/catalog/stone-fields';
import { CsvError, parse } from 'csv-parse';

/** A photo address a row gives for its stone, with the row as a spreadsheet numbers it. */
export interface StoneImageAddress {
  row: number;
  stoneKey: string;
  url: string;
}

/**
 * The file's stones (and the photo addresses some rows give), or why it is refused: broken cells,
 * too many rows, or no stones at all.
 */
export type ParsedStonesCsv =
  | { ok: true; stones: StoneValues[]; images: StoneImageAddress[] }
  | { ok: false; problem: 'cells'; errors: TStoneCsvRowError[] }
  | { ok: false; problem: 'too_many_rows' | 'empty' };

/** Header cells matched to the spec's columns whatever their letter case and spacing. */
const columnByHeader = new Map(STONE_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));

function readHeader(cells: string[]): { columns: (StoneColumn | null)[]; errors: TStoneCsvRowError[] } {
  const errors: TStoneCsvRowError[] = [];
  const seen = new Set<StoneColumn>();
  const columns = cells.map((cell) => {
    const label = normalizeLabel(cell);
    if (label === '') return null;
    const column = columnByHeader.get(label.toLowerCase());
    if (!column) {
      errors.push({
        row: 1,
        column: 'File',
        reason: `Unknown column "${label.slice(0, 40)}"; the columns are ${STONE_IMPORT_COLUMNS.join(', ')}`,
      });
      return null;
    }
    if (seen.has(column)) errors.push({ row: 1, column, reason: 'This column appears twice' });
    seen.add(column);
    return column;
  });
  for (const column of REQUIRED_STONE_COLUMNS)
    if (!seen.has(column)) errors.push({ row: 1, column, reason: 'Required column missing' });
  return { columns, errors };
}

/** What csv-parse tells of the records read so far. */
interface RecordInfo {
  records: number;
  empty_lines: number;
}

/**
 * The row a spreadsheet shows a record on: one per record, blank lines included (they are rows
 * there), and a quoted cell's line breaks stay inside its row.
 */
function spreadsheetRow(info: RecordInfo): number {
  return info.records + info.empty_lines;
}

/**
 * Reads a stones CSV (spec 03 section 5 columns, a header row first) record by record with
 * csv-parse's stream, checking every row, and stops reading past the row cap. Rows are numbered
 * as a spreadsheet shows them (the header is row 1). Blank lines are skipped; a row naming the
 * same stone (brand + type + color + thickness + finish) as an earlier one is an error, since
 * which of the two should win is the admin's call.
 */
export async function parseStonesCsv(bytes: Uint8Array): Promise<ParsedStonesCsv> {
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }),
  );
  const errors: TStoneCsvRowError[] = [];
  const stones: StoneValues[] = [];
  const images: StoneImageAddress[] = [];
  const rowOfKey = new Map<string, number>();
  let columns: (StoneColumn | null)[] | null = null;
  let row = 0;
  let dataRows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: RecordInfo }>) {
      row = spreadsheetRow(info);
      if (columns === null) {
        const header = readHeader(record);
        if (header.errors.length > 0) return { ok: false, problem: 'cells', errors: header.errors };
        columns = header.columns;
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      dataRows += 1;
      if (dataRows > STONE_CSV_MAX_ROWS) {
        parser.destroy();
        return { ok: false, problem: 'too_many_rows' };
      }
      const cells: Partial<Record<StoneColumn, string>> = {};
      record.forEach((value, index) => {
        const column = columns?.[index];
        if (column) cells[column] = value;
      });
      const read = readStoneRow(cells);
      if (!read.ok) {
        for (const error of read.errors) errors.push({ row, ...error });
        continue;
      }
      const key = stoneKey(read.stone);
      const earlier = rowOfKey.get(key);
      if (earlier !== undefined) {
        errors.push({
          row,
          column: 'Color',
          reason: `Same brand, type, color, thickness and finish as row ${earlier}`,
        });
        continue;
      }
      rowOfKey.set(key, row);
      stones.push(read.stone);
      const url = cells['Image URL']?.trim() ?? '';
      if (url !== '') images.push({ row, stoneKey: key, url });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    errors.push({
      row: typeof error.records === 'number' ? spreadsheetRow(error as unknown as RecordInfo) + 1 : row + 1,
      column: 'File',
      reason: `The file is not valid CSV: ${error.message}`,
    });
  }
  if (errors.length > 0) return { ok: false, problem: 'cells', errors };
  if (stones.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, stones, images };
}
