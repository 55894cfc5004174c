import { useState } from 'react';
import type { TStone } from '@stonetool/contracts/stones';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { useConfig } from '../../../lib/get-config';
import { SORT_OPTIONS, type SortKey, type StoneGroup } from '../../../lib/catalog-query';
import { CatalogFilterSelects } from '../../../components/catalog/catalog-filter-selects';
import { ImageViewer } from '../../../components/catalog/image-viewer';
import { StoneGroupCard } from '../../../components/catalog/stone-group-card';
import { useCatalogQuery } from '../../../components/catalog/use-catalog-query';
import { SelectField } from '../../../components/select-field';
import { useAdminShowrooms } from '../api/get-admin-showrooms';
import { useShowroomCatalog } from './api/get-showroom-catalog';

/**
 * The admin Catalog tab (spec 03 section 2): the read-only catalog as the chosen showroom sees it,
 * with its prices and without the brands its wholesale pricing hides. Built from the Material
 * Mode catalog's query rules and cards, without the option modal or comparison.
 */
export function CatalogTab() {
  const showrooms = useAdminShowrooms();
  const [showroomId, setShowroomId] = useState('');

  if (showrooms.isPending) return <p className="text-stone-700">Loading showrooms...</p>;
  if (showrooms.isError) return <Alert tone="error">Failed to load data</Alert>;
  const shops = showrooms.data.filter((showroom) => showroom.showroom_type !== 'fabricator');
  if (shops.length === 0) return <p className="text-stone-700">No showrooms yet.</p>;

  return (
    <div className="space-y-4">
      <SelectField
        label="Showroom"
        className="max-w-sm"
        value={showroomId}
        onChange={(event) => setShowroomId(event.target.value)}
        options={[
          { value: '', label: 'Select a showroom' },
          ...shops.map((showroom) => ({ value: showroom.id, label: showroom.name })),
        ]}
      />
      {showroomId ? (
        <ShowroomCatalog key={showroomId} showroomId={showroomId} />
      ) : (
        <p className="text-stone-700">Choose a showroom to see its catalog and prices.</p>
      )}
    </div>
  );
}

function ShowroomCatalog({ showroomId }: { showroomId: string }) {
  const catalog = useShowroomCatalog(showroomId);
  if (catalog.isPending) return <p className="text-stone-700">Loading stones...</p>;
  if (catalog.isError) return <Alert tone="error">{catalog.error.message}</Alert>;
  return <CatalogView stones={catalog.data} />;
}

function CatalogView({ stones }: { stones: TStone[] }) {
  const config = useConfig();
  const { search, setSearch, filters, choices, chooseFilter, sort, setSort, result, countText } =
    useCatalogQuery(stones);
  const [imageGroup, setImageGroup] = useState<StoneGroup | null>(null);

  return (
    <div className="space-y-4">
      <p className="text-stone-700" aria-live="polite">
        {countText}
      </p>
      <section
        aria-label="Filters"
        className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-6"
      >
        <TextField
          label="Search stones"
          type="search"
          className="col-span-2"
          placeholder="Brand, type or color"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CatalogFilterSelects filters={filters} choices={choices} onChoose={chooseFilter} />
        <SelectField
          label="Sort by"
          value={sort}
          onChange={(event) => setSort(event.target.value as SortKey)}
          options={SORT_OPTIONS}
        />
      </section>
      {result.groups.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <p className="text-xl font-semibold text-stone-900">No stones found</p>
          <p className="mt-2 text-stone-700">Try adjusting your search or filter criteria</p>
        </div>
      ) : (
        <ul aria-label="Stones" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.groups.map((group) => (
            <li key={group.key}>
              <StoneGroupCard
                group={group}
                config={config.data ?? null}
                layout="grid"
                showCost={false}
                compared={false}
                onViewImage={setImageGroup}
              />
            </li>
          ))}
        </ul>
      )}
      <ImageViewer group={imageGroup} config={config.data ?? null} onClose={() => setImageGroup(null)} />
    </div>
  );
}
