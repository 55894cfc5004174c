import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text';

describe('a CSV file', () => {
  it('has a header row, quotes per RFC 4180 and ends lines with CRLF', () => {
    expect(
      csvText(
        ['Brand', 'Notes'],
        [
          ['Cambria', 'one "truck", twice'],
          ['Dekton', null],
        ],
      ),
    ).toBe('Brand,Notes\r\nCambria,"one ""truck"", twice"\r\nDekton,\r\n');
  });

  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '\0=1'])(
    'never lets a spreadsheet run %j as a formula',
    (cell) => {
      const [, line] = csvText(['Notes'], [[cell]]).split('\r\n');
      expect(line?.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it.each(["Name\n=2+5+cmd|' /C calc'!A0", 'Name\r=1+1', 'Name\r\n@SUM(A1)'])(
    'quotes %j and neutralises the formula after its line break, so no reader starts a formula row',
    (cell) => {
      const text = csvText(['Customer'], [[cell]]);
      expect(text.startsWith('Customer\r\n"Name')).toBe(true);
      expect(text.endsWith('"\r\n')).toBe(true);
      for (const line of text.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@]/);
    },
  );

  it('keeps negative numbers as numbers', () => {
    expect(csvText(['Amount'], [[-5]])).toBe('Amount\r\n-5\r\n');
  });
});
