import { looseEquals, looseKey } from './loose-match';
import { looseRow, looseText, pickCents, pickLoose, type LooseRow } from './loose-row';
import { DEFAULT_MARK_UP } from './stone-price';
import type { NormalizedStone, StoneSelection } from './types';

/** Slab size 126 by 63 inches when the catalogue entry is missing. */
export const DEFAULT_SLAB_WIDTH = 126;
export const DEFAULT_SLAB_HEIGHT = 63;

/** The spellings each field of a price-sheet row is known by, as loose keys. */
const FIELD_ALIASES = {
  brand: ['brand', 'manufacturer', 'supplier', 'vendor'],
  type: ['type', 'stonetype', 'material', 'materialtype', 'category'],
  color: ['color', 'colour', 'colorname', 'colourname', 'stonecolor', 'stonecolour'],
  finish: ['finish', 'surface', 'surfacefinish'],
  thickness: ['thickness', 'thick', 'slabthickness'],
  slabWidth: ['slabwidth', 'slabwidthin', 'width', 'slablength', 'length'],
  slabHeight: ['slabheight', 'slabheightin', 'height', 'slabdepth'],
  slabSize: ['slabsize', 'size', 'dimensions'],
  slabCost: ['slabcost', 'costperslab', 'slabprice', 'priceperslab', 'cost', 'price', 'wholesalecost'],
  slabCostCents: ['slabcostcents'],
  fabCost: ['fabcost', 'fabricationcost', 'fabcostpersf', 'fabcostpersqft', 'fabricationcostpersqft', 'fab'],
  fabCostCents: ['fabcostcents', 'fabricationcostcents'],
  availability: ['availability', 'available', 'isavailable', 'stock', 'instock', 'status'],
  markUp: ['markup', 'markupmultiplier', 'multiplier'],
} as const;

type Field = keyof typeof FIELD_ALIASES;

const pick = (row: LooseRow, field: Field): unknown => pickLoose(row, FIELD_ALIASES[field]);
const text = looseText;

/** A positive number of inches from a number or text such as '126"' or "126 in"; else null. */
export function parseInches(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : Number(text(value).replace(/["”]|\s*(in|inch|inches)\.?$/i, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** A slab size written "63 x 126" (or 126x63, 126 × 63): its width is the longer side. */
export function parseSlabSize(value: unknown): { width: number; height: number } | null {
  const parts = text(value)
    .split(/\s*[x×X*]\s*/)
    .map((part) => parseInches(part));
  if (parts.length !== 2) return null;
  const [a, b] = parts;
  if (a === null || a === undefined || b === null || b === undefined) return null;
  return { width: Math.max(a, b), height: Math.min(a, b) };
}

/** Slab size is shown as height by width in inches: a 126 wide, 63 tall slab is "63 x 126". */
export function formatSlabSize(slab: { slabWidth: number; slabHeight: number }): string {
  return `${slab.slabHeight} x ${slab.slabWidth}`;
}

/**
 * Mark Up is a multiplier, default 1. Written with a percent sign ("20%") it is read as a
 * percentage over cost (1.2). Zero, negative or unreadable values fall back to 1.
 */
export function parseMarkUp(value: unknown): number {
  const raw = text(value);
  const percent = raw.endsWith('%');
  const n = Number(raw.replace(/[%\sx×]/gi, ''));
  if (raw === '' || !Number.isFinite(n)) return DEFAULT_MARK_UP;
  const multiplier = percent ? 1 + n / 100 : n;
  return multiplier > 0 ? multiplier : DEFAULT_MARK_UP;
}

/**
 * A price-sheet row whose field names vary in case and spelling ('Slab Cost', 'slab_cost',
 * 'slabCost') with currency strings ("$1,234.50") read as cents; slab 126 by 63 and mark-up
 * 1 by default. A slab cost that is missing, unreadable or not above 0 is null ('Missing
 * slab cost in database'). Database rows read too: fields named in cents ('slabCostCents')
 * or inches ('slabWidthIn') are taken as such.
 */
export function normalizeStoneRow(sheetRow: object): NormalizedStone {
  const row = looseRow(sheetRow);
  const size = parseSlabSize(pick(row, 'slabSize'));
  const slabCost = pickCents(row, FIELD_ALIASES.slabCostCents, FIELD_ALIASES.slabCost);
  const fabCost = pickCents(row, FIELD_ALIASES.fabCostCents, FIELD_ALIASES.fabCost);
  const availability = text(pick(row, 'availability'));
  return {
    brand: text(pick(row, 'brand')),
    type: text(pick(row, 'type')),
    color: text(pick(row, 'color')),
    finish: text(pick(row, 'finish')),
    thickness: text(pick(row, 'thickness')),
    slabWidth: parseInches(pick(row, 'slabWidth')) ?? size?.width ?? DEFAULT_SLAB_WIDTH,
    slabHeight: parseInches(pick(row, 'slabHeight')) ?? size?.height ?? DEFAULT_SLAB_HEIGHT,
    slabCostCents: slabCost !== null && slabCost > 0 ? slabCost : null,
    fabCostCentsPerSqft: fabCost !== null && fabCost > 0 ? fabCost : null,
    availability: availability === '' ? null : availability,
    markUp: parseMarkUp(pick(row, 'markUp')),
  };
}

/** A stone's label: brand, type and colour. */
export function stoneLabel(stone: Pick<NormalizedStone, 'brand' | 'type' | 'color'>): string {
  return [stone.brand, stone.type, stone.color].filter((part) => part !== '').join(' ');
}

/**
 * The catalogue row for a product: the first whose brand, type and colour match loosely,
 * and whose finish, thickness and slab size match too where the product sets them.
 */
export function findStone(
  stones: readonly NormalizedStone[],
  selection: StoneSelection,
): NormalizedStone | null {
  const size = parseSlabSize(selection.slabSize);
  return (
    stones.find(
      (stone) =>
        looseEquals(stone.brand, selection.brand) &&
        looseEquals(stone.type, selection.type) &&
        looseEquals(stone.color, selection.color) &&
        (looseKey(selection.finish) === '' || looseEquals(stone.finish, selection.finish)) &&
        (looseKey(selection.thickness) === '' || looseEquals(stone.thickness, selection.thickness)) &&
        (size === null || (stone.slabWidth === size.width && stone.slabHeight === size.height)),
    ) ?? null
  );
}

/**
 * One key per stone the layout treats as one: brand, type, colour, finish, thickness and slab
 * size (and its prices, so two rows that differ in cost are never priced as one).
 */
export function stoneKey(stone: NormalizedStone): string {
  return [
    ...[stone.brand, stone.type, stone.color, stone.finish, stone.thickness].map(looseKey),
    `${stone.slabWidth}x${stone.slabHeight}`,
    stone.slabCostCents ?? '',
    stone.fabCostCentsPerSqft ?? '',
    stone.markUp,
  ].join('|');
}
