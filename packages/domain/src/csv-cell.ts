/** Checklist 26 (ASVS 1.2.10): a cell beginning with what a spreadsheet reads as the start of a formula. */
const FORMULA_AT_START = /^[=+\-@\t\r\0]/;

/**
 * A line break followed by a formula character (a further CR is the next line break, not a
 * formula): a reader that splits records on a bare CR or LF starts a row there. The break is
 * consumed, so no line is skipped the way an empty `^` match would skip the character after it.
 */
const FORMULA_AFTER_LINE_BREAK = /([\r\n])(?=[=+\-@\t\0])/g;

/**
 * A CSV text cell a spreadsheet shows rather than runs: the cell, and every line of it, that
 * begins with a formula character gets a `'` in front. Numbers stay numbers (a negative amount is
 * data).
 */
export function neutraliseFormulaCell<T>(cell: T): T | string {
  if (typeof cell !== 'string') return cell;
  const lines = cell.replace(FORMULA_AFTER_LINE_BREAK, "$1'");
  return FORMULA_AT_START.test(cell) ? `'${lines}` : lines;
}
