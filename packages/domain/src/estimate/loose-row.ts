import { parseUsdToCents } from '../money';
import { looseKey } from './loose-match';

/** A row's set fields by loose name (first spelling wins; empty values count as unset). */
export type LooseRow = ReadonlyMap<string, unknown>;

/** Index a row (a price sheet's, the API's or the database's) by the loose key of each field name. */
export function looseRow(row: object): LooseRow {
  const byKey = new Map<string, unknown>();
  for (const [name, value] of Object.entries(row)) {
    const key = looseKey(name);
    if (!byKey.has(key) && value !== null && value !== undefined && value !== '') byKey.set(key, value);
  }
  return byKey;
}

/** The value under the first of the field's known spellings that the row has. */
export function pickLoose(row: LooseRow, aliases: readonly string[]): unknown {
  for (const alias of aliases) if (row.has(alias)) return row.get(alias);
  return undefined;
}

/**
 * A money field in whole cents when the row names it in cents ('slabCostCents'), else in
 * dollars as a number or a currency string ('Slab Cost': "$1,234.50"); null when absent.
 */
export function pickCents(
  row: LooseRow,
  centsAliases: readonly string[],
  dollarAliases: readonly string[],
): number | null {
  const inCents = pickLoose(row, centsAliases);
  if (typeof inCents === 'number' && Number.isSafeInteger(inCents)) return inCents;
  if (typeof inCents === 'string' && /^\s*-?\d+\s*$/.test(inCents)) return Number(inCents);
  return parseUsdToCents(pickLoose(row, dollarAliases));
}

/** A text field trimmed; numbers as written; '' when absent. */
export function looseText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Available' : 'Unavailable';
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
