import type { TStone } from '@stonetool/contracts/stones';
import { dollarsToCents, isPriceOnRequest } from '@stonetool/domain/money';
import { looseKey } from '@stonetool/domain/estimate/loose-match';
import { stoneCostDollars } from './stone-cost';

/** The catalog filter bar (spec 01 section 2); '' means all. */
export type CatalogFilters = { brand: string; type: string; finish: string; thickness: string };
export const ALL_FILTERS: CatalogFilters = { brand: '', type: '', finish: '', thickness: '' };

/** The cascade order: each field's choices are narrowed by the fields before it (spec 01 section 4). */
export const FILTER_CASCADE = ['brand', 'type', 'finish', 'thickness'] as const;
export type FilterField = (typeof FILTER_CASCADE)[number];

const STONE_FIELD = { brand: 'Brand', type: 'Type', finish: 'Finish', thickness: 'Thickness' } as const;

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price' },
  { value: 'brand', label: 'Brand' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

// One collator for every comparison: localeCompare with options builds a new one on each call.
const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

const matches = (stone: TStone, field: FilterField, value: string) =>
  value === '' || looseKey(stone[STONE_FIELD[field]]) === looseKey(value);

/** Distinct values of a field, in natural order ('2cm' before '12cm'), first spelling kept. */
function distinct(stones: readonly TStone[], field: FilterField): string[] {
  const seen = new Map<string, string>();
  for (const stone of stones) {
    const value = stone[STONE_FIELD[field]].trim();
    const key = looseKey(value);
    if (key && !seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()].sort(byText);
}

export type FilterChoices = Record<FilterField, string[]>;

/**
 * The cascade: brand narrows type, then finish, then thickness. A selection that is no longer
 * among its field's choices resets to all, and the fields after it are narrowed again.
 */
export function cascadeFilters(
  stones: readonly TStone[],
  filters: CatalogFilters,
): { filters: CatalogFilters; choices: FilterChoices } {
  const next = { ...filters };
  const choices = {} as FilterChoices;
  let pool: readonly TStone[] = stones;
  for (const field of FILTER_CASCADE) {
    choices[field] = distinct(pool, field);
    if (next[field] !== '' && !choices[field].some((value) => looseKey(value) === looseKey(next[field]))) {
      next[field] = '';
    }
    pool = pool.filter((stone) => matches(stone, field, next[field]));
  }
  return { filters: next, choices };
}

export function applyFilters(stones: readonly TStone[], filters: CatalogFilters): TStone[] {
  return stones.filter((stone) => FILTER_CASCADE.every((field) => matches(stone, field, filters[field])));
}

/** A price in cents, or null for 'Price on request'. */
export function priceCents(dollars: number | null | undefined): number | null {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return null;
  const cents = dollarsToCents(dollars);
  return isPriceOnRequest(cents) ? null : cents;
}

export type Range = { min: number; max: number } | null;

function rangeOf(values: (number | null)[]): Range {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  return { min: Math.min(...present), max: Math.max(...present) };
}

/**
 * A catalog group (spec 01 section 3): brand plus color with its variants (thickness, finish,
 * slab size), the min and max client price, the wholesale range and the average MSRP, in cents.
 */
export type StoneGroup = {
  key: string;
  brand: string;
  color: string;
  type: string;
  variants: TStone[];
  price: Range;
  cost: Range;
  averageMsrpCents: number | null;
  special: GroupSpecial | null;
};

/**
 * The group's variants a special pricing rule covers now: their special and regular price ranges
 * and the earliest end of those promotions (ISO 8601).
 */
export type GroupSpecial = { price: NonNullable<Range>; regular: NonNullable<Range>; endsAt: string };

/** The special prices the server put on the variants' cards (it prices them as checkout does). */
function specialOf(variants: readonly TStone[]): GroupSpecial | null {
  const covered = variants.filter((stone) => stone.special_pricing !== undefined);
  const price = rangeOf(covered.map((stone) => priceCents(stone.special_pricing?.special_price)));
  const regular = rangeOf(covered.map((stone) => priceCents(stone.client_price)));
  if (price === null || regular === null) return null;
  const endsAt = covered
    .map((stone) => stone.special_pricing?.valid_until ?? '')
    .reduce((earliest, end) => (Date.parse(end) < Date.parse(earliest) ? end : earliest));
  return { price, regular, endsAt };
}

/** One catalog group from its variants (all of one brand and color). */
function toGroup(key: string, variants: TStone[]): StoneGroup {
  const first = variants[0] as TStone;
  const msrps = variants.map((stone) => priceCents(stone.msrp)).filter((cents) => cents !== null);
  return {
    key,
    brand: first.Brand,
    color: first.Color,
    type: first.Type,
    variants,
    price: rangeOf(variants.map((stone) => priceCents(stone.client_price))),
    cost: rangeOf(variants.map((stone) => priceCents(stoneCostDollars(stone)))),
    averageMsrpCents:
      msrps.length === 0 ? null : Math.round(msrps.reduce((sum, cents) => sum + cents, 0) / msrps.length),
    special: specialOf(variants),
  };
}

export function groupStones(stones: readonly TStone[]): StoneGroup[] {
  const groups = new Map<string, TStone[]>();
  for (const stone of stones) {
    const key = `${looseKey(stone.Brand)}|${looseKey(stone.Color)}`;
    const list = groups.get(key);
    if (list) list.push(stone);
    else groups.set(key, [stone]);
  }
  return [...groups].map(([key, variants]) => toGroup(key, variants));
}

const priceOrder = (a: Range, b: Range): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a.min - b.min;
};

/**
 * Sort by name (color, then brand), by price (lowest client price first; 'Price on request' last)
 * or by brand (then color). Returns a new array.
 */
export function sortGroups(groups: readonly StoneGroup[], sort: SortKey): StoneGroup[] {
  const byName = (a: StoneGroup, b: StoneGroup) => byText(a.color, b.color) || byText(a.brand, b.brand);
  const byBrand = (a: StoneGroup, b: StoneGroup) => byText(a.brand, b.brand) || byText(a.color, b.color);
  const byPrice = (a: StoneGroup, b: StoneGroup) => priceOrder(a.price, b.price) || byName(a, b);
  const compare = sort === 'price' ? byPrice : sort === 'brand' ? byBrand : byName;
  return [...groups].sort(compare);
}

type IndexedVariant = { stone: TStone; haystack: string; keys: Record<FilterField, string> };
type IndexedGroup = { group: StoneGroup; nameRank: number; brandRank: number; variants: IndexedVariant[] };

/**
 * The catalog prepared once per stone list, so that a keystroke only scans: each variant's
 * lower-cased brand, type and color and its filter keys, each group's place in name and brand
 * order. (10,000 stones: see bench/README.md.)
 */
export type CatalogIndex = { entries: IndexedGroup[]; stoneCount: number };

export function indexCatalog(stones: readonly TStone[]): CatalogIndex {
  const groups = groupStones(stones);
  const rank = (sorted: StoneGroup[]) => new Map(sorted.map((group, index) => [group, index]));
  const nameRank = rank(sortGroups(groups, 'name'));
  const brandRank = rank(sortGroups(groups, 'brand'));
  return {
    stoneCount: stones.length,
    entries: groups.map((group) => ({
      group,
      nameRank: nameRank.get(group) ?? 0,
      brandRank: brandRank.get(group) ?? 0,
      variants: group.variants.map((stone) => ({
        stone,
        // Joined by a line break, which a search (trimmed, one line) cannot contain: no match spans two fields.
        haystack: `${stone.Brand}\n${stone.Type}\n${stone.Color}`.toLowerCase(),
        keys: {
          brand: looseKey(stone.Brand),
          type: looseKey(stone.Type),
          finish: looseKey(stone.Finish),
          thickness: looseKey(stone.Thickness),
        },
      })),
    })),
  };
}

/**
 * What the catalog shows: stones whose brand, type or color contains the search (any case) and
 * that pass every filter, in their brand-and-color groups, sorted.
 */
export function queryCatalog(
  index: CatalogIndex,
  query: { search: string; filters: CatalogFilters; sort: SortKey },
): { groups: StoneGroup[]; stoneCount: number } {
  const needle = query.search.trim().toLowerCase();
  const wanted = FILTER_CASCADE.map((field) => [field, looseKey(query.filters[field])] as const).filter(
    ([, key]) => key !== '',
  );
  const shown: { entry: IndexedGroup; group: StoneGroup }[] = [];
  let stoneCount = 0;
  for (const entry of index.entries) {
    const matching = entry.variants.filter(
      (variant) =>
        (needle === '' || variant.haystack.includes(needle)) &&
        wanted.every(([field, key]) => variant.keys[field] === key),
    );
    if (matching.length === 0) continue;
    stoneCount += matching.length;
    const group =
      matching.length === entry.variants.length
        ? entry.group
        : toGroup(
            entry.group.key,
            matching.map((variant) => variant.stone),
          );
    shown.push({ entry, group });
  }
  const rankOf = (item: { entry: IndexedGroup }) =>
    query.sort === 'brand' ? item.entry.brandRank : item.entry.nameRank;
  shown.sort((a, b) =>
    query.sort === 'price'
      ? priceOrder(a.group.price, b.group.price) || a.entry.nameRank - b.entry.nameRank
      : rankOf(a) - rankOf(b),
  );
  return { groups: shown.map((item) => item.group), stoneCount };
}
