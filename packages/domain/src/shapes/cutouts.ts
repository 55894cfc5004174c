import { formatUsd, sumCents } from '../money';
import { outlineBoxes, type Box, type Outline } from './outline';

/**
 * Cutouts on a countertop piece (issue 24): the holes the shop cuts for a sink, a cooktop, a
 * faucet or an outlet. Each is priced per cutout from the fabricator's own price list.
 */
export const CUTOUT_TYPES = ['undermount_sink', 'drop_in_sink', 'cooktop', 'faucet_hole', 'outlet'] as const;
export type CutoutType = (typeof CUTOUT_TYPES)[number];

/** How the card, the settings and the PDF name each type. */
export const CUTOUT_LABELS: Record<CutoutType, string> = {
  undermount_sink: 'Undermount sink',
  drop_in_sink: 'Drop-in sink',
  cooktop: 'Cooktop',
  faucet_hole: 'Faucet hole',
  outlet: 'Outlet',
};

/**
 * What a fabricator charges per cutout until it sets its own prices (cents), the middle of what
 * US shops quote (docs/cutout-prices.md): an undermount sink is cut and its edge polished, a
 * drop-in sink's edge hides under the rim, a cooktop is a rough cut, faucet holes are cored.
 */
export const DEFAULT_CUTOUT_PRICES: Readonly<Record<CutoutType, number>> = {
  undermount_sink: 25_000,
  drop_in_sink: 15_000,
  cooktop: 15_000,
  faucet_hole: 3_500,
  outlet: 4_500,
};

/** The size a new cutout of each type starts with on the card (inches, width × depth). */
export const DEFAULT_CUTOUT_SIZES: Readonly<Record<CutoutType, { width: number; depth: number }>> = {
  undermount_sink: { width: 30, depth: 16 },
  drop_in_sink: { width: 33, depth: 19 },
  cooktop: { width: 30, depth: 19 },
  faucet_hole: { width: 1.5, depth: 1.5 },
  outlet: { width: 2.5, depth: 4 },
};

/** The highest price one cutout may carry in a price list: $10,000. */
export const MAX_CUTOUT_PRICE_CENTS = 1_000_000;

export type CutoutPrices = Readonly<Record<CutoutType, number>>;

/**
 * A cutout: its type, its size and the position of its lower-left corner in the piece's own
 * coordinates (inches; a rectangle runs from (0, 0) to (width, depth), an L or U as its outline).
 */
export interface Cutout {
  type: CutoutType;
  width: number;
  depth: number;
  x: number;
  y: number;
}

export const isCutoutType = (value: unknown): value is CutoutType =>
  typeof value === 'string' && (CUTOUT_TYPES as readonly string[]).includes(value);

/** The fabricator's price list: its own prices, a type it never priced at the default. */
export function cutoutPrices(own: ReadonlyArray<{ type: string; priceCents: number }>): CutoutPrices {
  const prices: Record<CutoutType, number> = { ...DEFAULT_CUTOUT_PRICES };
  for (const row of own) if (isCutoutType(row.type)) prices[row.type] = row.priceCents;
  return prices;
}

/** "Undermount sink 1": the type's label and its number among the piece's cutouts of that type. */
export function cutoutNames(cutouts: readonly Pick<Cutout, 'type'>[]): string[] {
  const seen = new Map<CutoutType, number>();
  return cutouts.map((cutout) => {
    const n = (seen.get(cutout.type) ?? 0) + 1;
    seen.set(cutout.type, n);
    return `${CUTOUT_LABELS[cutout.type]} ${n}`;
  });
}

const boxOf = (c: Cutout): Box => ({ x0: c.x, y0: c.y, x1: c.x + c.width, y1: c.y + c.depth });

const overlapArea = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** Area is compared with this slack: positions typed as fractions of an inch are not exact in floats. */
const EPSILON = 1e-6;

/**
 * True when the box lies wholly on the piece: the outline's boxes tile it without overlap, so
 * the box is inside exactly when its overlaps with them add up to its own area.
 */
function insideOutline(box: Box, outline: Outline): boolean {
  const area = (box.x1 - box.x0) * (box.y1 - box.y0);
  const covered = outlineBoxes(outline).reduce((sum, tile) => sum + overlapArea(box, tile), 0);
  return Math.abs(covered - area) <= EPSILON * Math.max(1, area);
}

/** A rectangular piece's outline, counter-clockwise from its lower-left corner. */
export const rectangleOutline = (width: number, depth: number): Outline => [
  [0, 0],
  [width, 0],
  [width, depth],
  [0, depth],
];

const inches = (value: number): string => `${Math.round(value * 1000) / 1000}`;

/**
 * Why a piece's cutouts cannot be cut, each naming the piece and the cutout: a size not above 0,
 * a cutout reaching outside the piece, or two cutouts overlapping (touching edges are allowed: the
 * saw cuts one line). Empty when every cutout can be cut.
 */
export function cutoutProblems(pieceName: string, outline: Outline, cutouts: readonly Cutout[]): string[] {
  const names = cutoutNames(cutouts);
  const problems: string[] = [];
  cutouts.forEach((cutout, i) => {
    const name = names[i]!;
    const numbers = [cutout.width, cutout.depth, cutout.x, cutout.y];
    if (!numbers.every(Number.isFinite) || cutout.width <= 0 || cutout.depth <= 0) {
      problems.push(`${pieceName}: ${name} needs a width and depth above 0 and a position`);
      return;
    }
    if (!insideOutline(boxOf(cutout), outline))
      problems.push(
        `${pieceName}: ${name} (${inches(cutout.width)} × ${inches(cutout.depth)} in at ${inches(cutout.x)}, ${inches(cutout.y)}) lies outside the piece`,
      );
  });
  for (let i = 0; i < cutouts.length; i++)
    for (let j = i + 1; j < cutouts.length; j++)
      if (overlapArea(boxOf(cutouts[i]!), boxOf(cutouts[j]!)) > EPSILON)
        problems.push(`${pieceName}: ${names[i]} overlaps ${names[j]}`);
  return problems;
}

/** One line of a piece's cutouts on the card and the PDF: "2 × Faucet hole at $35.00". */
export interface CutoutLine {
  type: CutoutType;
  label: string;
  /** Cutouts of this type on every copy of the piece. */
  count: number;
  unitPriceCents: number;
  totalCents: number;
}

/**
 * A product's cutout lines: one per type in the list's order, counting every copy of the piece
 * (a piece with quantity 2 has its sink cut twice), each at the fabricator's price for the type.
 */
export function cutoutLines(
  cutouts: readonly Cutout[],
  quantity: number,
  prices: CutoutPrices,
): CutoutLine[] {
  return CUTOUT_TYPES.flatMap((type) => {
    const perPiece = cutouts.filter((c) => c.type === type).length;
    if (perPiece === 0) return [];
    const count = perPiece * quantity;
    const unitPriceCents = prices[type];
    return [{ type, label: CUTOUT_LABELS[type], count, unitPriceCents, totalCents: count * unitPriceCents }];
  });
}

/** What a product's cutouts cost: its lines summed, in cents. */
export const cutoutCostCents = (lines: readonly CutoutLine[]): number =>
  sumCents(lines.map((line) => line.totalCents));

/** How a cutout line reads on the card and the PDF: "2 × $35.00 = $70.00". */
export const cutoutLineAmount = (line: CutoutLine): string =>
  `${line.count} × ${formatUsd(line.unitPriceCents)} = ${formatUsd(line.totalCents)}`;
