import { parseUsdToCents } from '../money';

/** Finish options of a stone (spec 03 section 5, Add stone: Polished, Honed, Leathered). */
export const STONE_FINISHES = ['Polished', 'Honed', 'Leathered'] as const;
export type StoneFinish = (typeof STONE_FINISHES)[number];

/** Thickness options of a stone (spec 03 section 5, Add stone: 2cm, 3cm). */
export const STONE_THICKNESSES = ['2cm', '3cm'] as const;
export type StoneThickness = (typeof STONE_THICKNESSES)[number];

/** Stone defaults (spec 03 section 9): thickness 3cm, finish Polished, slab 63 tall by 126 wide, mark-up 1.2. */
export const STONE_DEFAULTS = {
  thickness: '3cm',
  finish: 'Polished',
  slabHeightIn: 63,
  slabWidthIn: 126,
  fabCostCents: 0,
  markUp: 1.2,
} as const satisfies Partial<StoneValues>;

/**
 * The CSV import's columns, in the spec's order and words (spec 03 section 5, CSV import), then
 * the optional 'Image URL': a photo the server fetches for the row's stone (issue 21).
 */
export const STONE_IMPORT_COLUMNS = [
  'Brand',
  'Type',
  'Color',
  'Thickness',
  'Finish',
  'Slab Height',
  'Slab Width',
  'Slab Cost',
  'Fab Cost',
  'Mark Up',
  'Image URL',
] as const;
export type StoneColumn = (typeof STONE_IMPORT_COLUMNS)[number];

/** Brand, type, color and slab cost are required (spec 03 section 5, Add stone). */
export const REQUIRED_STONE_COLUMNS: readonly StoneColumn[] = ['Brand', 'Type', 'Color', 'Slab Cost'];

/**
 * Bounds the spec leaves open, chosen to catch typing slips (a cost in cents, a size in cm)
 * without refusing any real slab: jumbo slabs are about 140 × 80 in.
 */
export const STONE_LIMITS = {
  textMaxLength: 100,
  slabSideMinIn: 1,
  slabSideMaxIn: 400,
  slabCostMaxCents: 100_000_000,
  fabCostMaxCents: 1_000_000,
  markUpMin: 1,
  markUpMax: 10,
} as const;

/** A stone's catalog fields as stored: sizes in inches, money in cents, mark-up as a multiplier. */
export interface StoneValues {
  brand: string;
  type: string;
  color: string;
  thickness: StoneThickness;
  finish: StoneFinish;
  slabHeightIn: number;
  slabWidthIn: number;
  slabCostCents: number;
  fabCostCents: number;
  markUp: number;
}

export interface StoneFieldError {
  column: StoneColumn;
  reason: string;
}

/** Labels compared the way a person reads them: trimmed, inner runs of spaces made one. */
export function normalizeLabel(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The catalog key of a stone: brand + type + color + thickness + finish (the CSV import's key). */
export function stoneKey(stone: Record<'brand' | 'type' | 'color' | 'thickness' | 'finish', string>): string {
  return JSON.stringify([stone.brand, stone.type, stone.color, stone.thickness, stone.finish]);
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Every rule a stone's values break, by column; empty when the stone may be saved. */
export function checkStoneValues(stone: StoneValues): StoneFieldError[] {
  const errors: StoneFieldError[] = [];
  const text: [StoneColumn, string][] = [
    ['Brand', stone.brand],
    ['Type', stone.type],
    ['Color', stone.color],
  ];
  for (const [column, value] of text) {
    if (value.length === 0) errors.push({ column, reason: 'Required' });
    else if (value.length > STONE_LIMITS.textMaxLength)
      errors.push({ column, reason: `At most ${STONE_LIMITS.textMaxLength} characters` });
  }
  if (!STONE_THICKNESSES.includes(stone.thickness))
    errors.push({ column: 'Thickness', reason: `Must be one of ${STONE_THICKNESSES.join(', ')}` });
  if (!STONE_FINISHES.includes(stone.finish))
    errors.push({ column: 'Finish', reason: `Must be one of ${STONE_FINISHES.join(', ')}` });
  const sides: [StoneColumn, number][] = [
    ['Slab Height', stone.slabHeightIn],
    ['Slab Width', stone.slabWidthIn],
  ];
  for (const [column, inches] of sides) {
    if (
      !Number.isFinite(inches) ||
      inches < STONE_LIMITS.slabSideMinIn ||
      inches > STONE_LIMITS.slabSideMaxIn ||
      !hasAtMostDecimals(inches, 2)
    )
      errors.push({
        column,
        reason: `Must be inches from ${STONE_LIMITS.slabSideMinIn} to ${STONE_LIMITS.slabSideMaxIn}`,
      });
  }
  if (
    !Number.isSafeInteger(stone.slabCostCents) ||
    stone.slabCostCents < 0 ||
    stone.slabCostCents > STONE_LIMITS.slabCostMaxCents
  )
    errors.push({ column: 'Slab Cost', reason: 'Must be dollars from 0 to 1,000,000' });
  if (
    !Number.isSafeInteger(stone.fabCostCents) ||
    stone.fabCostCents < 0 ||
    stone.fabCostCents > STONE_LIMITS.fabCostMaxCents
  )
    errors.push({ column: 'Fab Cost', reason: 'Must be dollars from 0 to 10,000' });
  if (
    !Number.isFinite(stone.markUp) ||
    stone.markUp < STONE_LIMITS.markUpMin ||
    stone.markUp > STONE_LIMITS.markUpMax ||
    !hasAtMostDecimals(stone.markUp, 3)
  )
    errors.push({ column: 'Mark Up', reason: 'Must be a multiplier from 1 to 10 (for example 1.2)' });
  return errors;
}

/** One option of a closed list, matched whatever its letter case ('polished' is Polished). */
function pickOption<T extends string>(options: readonly T[], text: string): T | null {
  const wanted = text.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

function readNumber(text: string): number | null {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export type ReadStoneRow = { ok: true; stone: StoneValues } | { ok: false; errors: StoneFieldError[] };

/**
 * A CSV row's cells as a stone. Blank optional cells take the stone defaults; thickness and
 * finish match their options whatever the letter case; money may be written as a price sheet
 * writes it ('$1,450.00'). Text cells are kept as written (trimmed), a leading '=' or '+'
 * included: they are never evaluated here, and every CSV export guards such cells.
 */
export function readStoneRow(cells: Partial<Record<StoneColumn, string>>): ReadStoneRow {
  const cell = (column: StoneColumn) => normalizeLabel(cells[column] ?? '');
  const errors: StoneFieldError[] = [];
  const option = <T extends string>(column: StoneColumn, options: readonly T[], fallback: T): T => {
    const text = cell(column);
    if (text === '') return fallback;
    const picked = pickOption(options, text);
    if (picked === null) errors.push({ column, reason: `Must be one of ${options.join(', ')}` });
    return picked ?? fallback;
  };
  const number = (column: StoneColumn, fallback: number): number => {
    const text = cell(column);
    if (text === '') return fallback;
    const value = readNumber(text);
    if (value === null) errors.push({ column, reason: 'Must be a number' });
    return value ?? fallback;
  };
  const money = (column: StoneColumn, fallback: number | null): number => {
    const text = cell(column);
    const cents = text === '' ? fallback : parseUsdToCents(text);
    if (cents === null)
      errors.push({ column, reason: text === '' ? 'Required' : 'Must be an amount in dollars' });
    return cents ?? 0;
  };
  const stone: StoneValues = {
    brand: cell('Brand'),
    type: cell('Type'),
    color: cell('Color'),
    thickness: option('Thickness', STONE_THICKNESSES, STONE_DEFAULTS.thickness),
    finish: option('Finish', STONE_FINISHES, STONE_DEFAULTS.finish),
    slabHeightIn: number('Slab Height', STONE_DEFAULTS.slabHeightIn),
    slabWidthIn: number('Slab Width', STONE_DEFAULTS.slabWidthIn),
    slabCostCents: money('Slab Cost', null),
    fabCostCents: money('Fab Cost', STONE_DEFAULTS.fabCostCents),
    markUp: number('Mark Up', STONE_DEFAULTS.markUp),
  };
  const failed = new Set(errors.map((error) => error.column));
  for (const error of checkStoneValues(stone)) if (!failed.has(error.column)) errors.push(error);
  return errors.length === 0 ? { ok: true, stone } : { ok: false, errors };
}
