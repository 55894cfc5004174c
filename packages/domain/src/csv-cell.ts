/** Checklist 26 (ASVS 1.2.10): the first characters a spreadsheet reads as the start of a formula. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\0'];

/**
 * A CSV text cell a spreadsheet shows rather than runs: one that begins with `=`, `+`, `-`, `@`,
 * tab, carriage return or NUL gets a `'` in front. Numbers stay numbers (a negative amount is data).
 */
export function neutraliseFormulaCell<T>(cell: T): T | string {
  return typeof cell === 'string' && FORMULA_STARTS.some((start) => cell.startsWith(start))
    ? `'${cell}`
    : cell;
}
