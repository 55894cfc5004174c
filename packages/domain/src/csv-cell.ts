/**
 * Checklist 26 (ASVS 1.2.10): a line of a cell that begins with what a spreadsheet reads as the
 * start of a formula (`=`, `+`, `-`, `@`, tab, carriage return, NUL). Lines, not only the cell's
 * start: a reader that splits records on a bare CR or LF starts a row after it.
 */
const FORMULA_LINE_START = /(^|[\r\n])(?=[=+\-@\t\r\0])/g;

/**
 * A CSV text cell a spreadsheet shows rather than runs: every line of it that begins with a formula
 * character gets a `'` in front. Numbers stay numbers (a negative amount is data).
 */
export function neutraliseFormulaCell<T>(cell: T): T | string {
  return typeof cell === 'string' ? cell.replace(FORMULA_LINE_START, "$1'") : cell;
}
