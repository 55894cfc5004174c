import type { TStone } from '@stonetool/contracts/stones';
import { countLabel } from '@stonetool/domain/count-label';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  ALL_FILTERS,
  cascadeFilters,
  indexCatalog,
  queryCatalog,
  type CatalogFilters,
  type FilterField,
  type SortKey,
} from '../../lib/catalog-query';

/**
 * The catalog's search, cascading filters and sort over `stones` (spec 01 sections 2 and 4), as
 * the Material Mode catalog and the admin's Catalog tab offer them. The search is deferred, so
 * typing stays quick over a large catalog; `countText` is the line above the results.
 */
export function useCatalogQuery(stones: readonly TStone[]) {
  const [search, setSearch] = useState('');
  const [rawFilters, setFilters] = useState<CatalogFilters>(ALL_FILTERS);
  const [sort, setSort] = useState<SortKey>('name');
  const deferredSearch = useDeferredValue(search);
  const { filters, choices } = useMemo(() => cascadeFilters(stones, rawFilters), [stones, rawFilters]);
  const index = useMemo(() => indexCatalog(stones), [stones]);
  const result = useMemo(
    () => queryCatalog(index, { search: deferredSearch, filters, sort }),
    [index, deferredSearch, filters, sort],
  );
  const narrowed = result.stoneCount !== stones.length;
  return {
    search,
    setSearch,
    filters,
    choices,
    chooseFilter: (field: FilterField, value: string) =>
      setFilters((current) => cascadeFilters(stones, { ...current, [field]: value }).filters),
    sort,
    setSort,
    result,
    countText: `${narrowed ? `${result.stoneCount} of ` : ''}${countLabel(stones.length, 'stone')} in ${countLabel(result.groups.length, 'color')}`,
  };
}
