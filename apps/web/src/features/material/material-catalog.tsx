import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useConfig } from '../../lib/get-config';
import { useStones } from './api/get-stones';
import { searchStones } from './search-stones';
import { StoneCard } from './stone-card';
import { PageMain } from '../../components/page-main';

type Props = { authenticated: boolean };

/**
 * The Material Mode catalog (spec 01 section 2): stone count, search on brand, type or color, and a
 * grid of stone cards. The Material Mode issue grows this view (filters, comparison, cart).
 */
export function MaterialCatalog({ authenticated }: Props) {
  const stones = useStones(authenticated);
  const config = useConfig();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const all = useMemo(() => stones.data ?? [], [stones.data]);
  const shown = useMemo(() => searchStones(all, deferredQuery), [all, deferredQuery]);

  return (
    <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Stone Catalog</h1>
          <p className="mt-1 text-stone-700" aria-live="polite">
            {stones.isPending ? 'Loading stones...' : `${shown.length} of ${all.length} stones`}
          </p>
        </div>
        <div className="w-full sm:w-80">
          <label htmlFor={searchId} className="field-label">
            Search stones
          </label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            placeholder="Brand, type or color"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>

      {!stones.isPending && shown.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-stone-900">No stones found</h2>
          <p className="mt-2 text-stone-700">Try adjusting your search or filter criteria</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Stones">
          {shown.map((stone) => (
            <li key={stone.id}>
              <StoneCard stone={stone} config={config.data ?? null} />
            </li>
          ))}
        </ul>
      )}
    </PageMain>
  );
}
