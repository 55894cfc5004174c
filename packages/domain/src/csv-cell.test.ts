import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormulaCell } from './csv-cell';

describe('neutraliseFormulaCell', () => {
  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '\0=1'])(
    'prefixes %j so it is shown, not run',
    (cell) => {
      expect(neutraliseFormulaCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Name\n=2+5+cmd|x', 'Name\r=1', 'Name\r\n+1', 'a\n@SUM(A1)\n-2'])(
    'prefixes every line of %j that starts a formula, not only the first',
    (cell) => {
      const lines = String(neutraliseFormulaCell(cell)).split(/\r\n|\r|\n/);
      expect(lines.slice(1).every((line) => line.startsWith("'"))).toBe(true);
      expect(lines[0]).toBe(cell.split(/\r\n|\r|\n/)[0]);
    },
  );

  it('neutralises the line after a leading carriage return as well as the cell', () => {
    expect(neutraliseFormulaCell('\r=1')).toBe("'\r'=1");
    expect(neutraliseFormulaCell('a\n\r=1')).toBe("a\n\r'=1");
  });

  it('keeps numbers, empty cells and ordinary text as they are', () => {
    expect(neutraliseFormulaCell(-5)).toBe(-5);
    expect(neutraliseFormulaCell(null)).toBeNull();
    expect(neutraliseFormulaCell('Calacatta Nuvo')).toBe('Calacatta Nuvo');
  });

  it('never leaves a text cell or a line of it starting with a formula character', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'=+-@\t\r\n\0a ') })),
        (cell) => {
          expect(String(neutraliseFormulaCell(cell))).not.toMatch(/(^|[\r\n])[=+\-@\t\0]/);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
