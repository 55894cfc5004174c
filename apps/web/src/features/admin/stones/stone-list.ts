import type { TStone } from '@stonetool/contracts/stones';
import { countLabel as nounCount } from '@stonetool/domain/count-label';

/** The Filters panel's selects (spec 03 section 2); '' is "all". */
export interface StoneFilters {
  brand: string;
  type: string;
  thickness: string;
  finish: string;
}

export const NO_FILTERS: StoneFilters = { brand: '', type: '', thickness: '', finish: '' };

type FilterField = keyof StoneFilters;

const fieldOf: Record<FilterField, 'Brand' | 'Type' | 'Thickness' | 'Finish'> = {
  brand: 'Brand',
  type: 'Type',
  thickness: 'Thickness',
  finish: 'Finish',
};

/** The table's sortable columns; the spec's three sorts are name A-Z, brand A-Z and price low-high. */
export type SortKey = 'name' | 'brand' | 'type' | 'thickness' | 'finish' | 'price';
export interface StoneSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export const SPEC_SORTS = [
  { label: 'Name A-Z', sort: { key: 'name', direction: 'asc' } },
  { label: 'Brand A-Z', sort: { key: 'brand', direction: 'asc' } },
  { label: 'Price Low-High', sort: { key: 'price', direction: 'asc' } },
] as const satisfies readonly { label: string; sort: StoneSort }[];

function matchesSearch(stone: TStone, words: string[]): boolean {
  const text = `${stone.Brand} ${stone.Type} ${stone.Color} ${stone.Thickness} ${stone.Finish}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function matchesFilters(stone: TStone, filters: StoneFilters, except?: FilterField): boolean {
  return (Object.keys(fieldOf) as FilterField[]).every(
    (field) => field === except || filters[field] === '' || stone[fieldOf[field]] === filters[field],
  );
}

/** The stones the search (every word, in brand, type, color, thickness or finish) and the filters keep. */
export function filterStones(stones: readonly TStone[], search: string, filters: StoneFilters): TStone[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return stones.filter((stone) => matchesSearch(stone, words) && matchesFilters(stone, filters));
}

/**
 * Each filter's options, cross-filtered (spec 03 section 2): the values among the stones that the
 * other selections keep, so no choice leads to an empty list. A chosen value stays listed.
 */
export function filterOptions(
  stones: readonly TStone[],
  filters: StoneFilters,
): Record<FilterField, string[]> {
  const options = {} as Record<FilterField, string[]>;
  for (const field of Object.keys(fieldOf) as FilterField[]) {
    const values = new Set<string>();
    for (const stone of stones) if (matchesFilters(stone, filters, field)) values.add(stone[fieldOf[field]]);
    if (filters[field]) values.add(filters[field]);
    options[field] = [...values].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }
  return options;
}

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** Stones without a price ('Price on request') sort after every priced one, either way. */
function comparePrice(a: TStone, b: TStone, direction: 1 | -1): number {
  const pa = a['Slab Cost'] ?? null;
  const pb = b['Slab Cost'] ?? null;
  if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
  return (pa - pb) * direction;
}

/** A sorted copy; ties fall back to brand, then color, so the order is stable between loads. */
export function sortStones(stones: readonly TStone[], sort: StoneSort): TStone[] {
  const direction = sort.direction === 'asc' ? 1 : -1;
  const primary = (a: TStone, b: TStone): number => {
    switch (sort.key) {
      case 'name':
        return text(a.Color, b.Color) * direction;
      case 'brand':
        return text(a.Brand, b.Brand) * direction;
      case 'type':
        return text(a.Type, b.Type) * direction;
      case 'thickness':
        return text(a.Thickness, b.Thickness) * direction;
      case 'finish':
        return text(a.Finish, b.Finish) * direction;
      case 'price':
        return comparePrice(a, b, direction);
    }
  };
  return [...stones].sort(
    (a, b) =>
      primary(a, b) ||
      text(a.Brand, b.Brand) ||
      text(a.Color, b.Color) ||
      text(a.Thickness, b.Thickness) ||
      text(a.Finish, b.Finish),
  );
}

/** 'N of M stones' (spec 03 section 2). */
export function countLabel(shown: number, total: number): string {
  return `${shown} of ${nounCount(total, 'stone')}`;
}
