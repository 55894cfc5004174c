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

  it('keeps numbers, empty cells and ordinary text as they are', () => {
    expect(neutraliseFormulaCell(-5)).toBe(-5);
    expect(neutraliseFormulaCell(null)).toBeNull();
    expect(neutraliseFormulaCell('Calacatta Nuvo')).toBe('Calacatta Nuvo');
  });

  it('never leaves a text cell starting with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        expect(String(neutraliseFormulaCell(cell))).not.toMatch(/^[=+\-@\t\r\0]/);
      }),
    );
  });
});
