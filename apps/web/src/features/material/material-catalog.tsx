import type { TPermissions } from '@stonetool/contracts/auth';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { PageMain } from '../../components/page-main';
import { useConfig } from '../../lib/get-config';
import { useStones } from '../../lib/get-stones';
import { SORT_OPTIONS, type SortKey, type StoneGroup } from '../../lib/catalog-query';
import { stoneCostDollars } from '../../lib/stone-cost';
import { CatalogFilterSelects } from '../../components/catalog/catalog-filter-selects';
import { ImageViewer } from '../../components/catalog/image-viewer';
import { OptionModal } from './catalog/option-modal';
import { StoneGroupCard } from '../../components/catalog/stone-group-card';
import { useCatalogQuery } from '../../components/catalog/use-catalog-query';
import { useCostReveal } from './catalog/use-cost-reveal';
import { useVirtualScrollSetting } from './catalog/use-virtual-scroll-setting';
import { VirtualCatalog, VirtualScrollBoundary } from './catalog/virtual-catalog';
import { SelectField } from '../../components/select-field';
import { useMaterial } from './state/material-context';

type Props = {
  authenticated: boolean;
  /** What the signed-in principal may see; null in the preview. */
  permissions: TPermissions | null;
  /** The catalog's own buttons (New Client Consultation, Load Saved Cart, View Cart, New Client). */
  actions?: ReactNode;
};

/**
 * The Material Mode catalog (spec 01 section 2): stone count, number selected for comparison,
 * search, the brand → type → finish → thickness cascade, sort, grid or list, the 'show your cost'
 * reveal, optional virtual scrolling, the option modal and the large image viewer.
 */
export function MaterialCatalog({ authenticated, permissions, actions }: Props) {
  const stones = useStones(authenticated);
  const config = useConfig();
  const { state, dispatch, viewStone } = useMaterial();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [optionGroup, setOptionGroup] = useState<StoneGroup | null>(null);
  const [imageGroup, setImageGroup] = useState<StoneGroup | null>(null);
  const [showCost, toggleCost] = useCostReveal();
  const virtual = useVirtualScrollSetting();
  const searchId = useId();

  const all = useMemo(() => stones.data ?? [], [stones.data]);
  const { search, setSearch, filters, choices, chooseFilter, sort, setSort, result, countText } =
    useCatalogQuery(all);

  const canSeeCost =
    (permissions?.canSeeWholesaleCosts || permissions?.canSeeShowroomCosts) === true &&
    all.some((stone) => stoneCostDollars(stone) !== null);
  const comparedIds = new Set(state.comparison.map((stone) => stone.id));

  const openOptions = (group: StoneGroup) => {
    const first = group.variants[0];
    if (first) viewStone(first);
    setOptionGroup(group);
  };
  const renderCard = (group: StoneGroup, fixedHeight = false) => (
    <StoneGroupCard
      group={group}
      config={config.data ?? null}
      layout={layout}
      fixedHeight={fixedHeight}
      showCost={showCost}
      compared={group.variants.some((stone) => comparedIds.has(stone.id))}
      onSelect={openOptions}
      onViewImage={setImageGroup}
    />
  );

  return (
    <PageMain className="mx-auto w-full max-w-7xl flex-1 px-4 pt-8 pb-32">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Stone Catalog</h1>
          <p className="mt-1 text-stone-700" aria-live="polite">
            {stones.isPending ? 'Loading stones...' : countText}
            {' · '}
            {state.comparison.length} selected for comparison
          </p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>

      <section aria-label="Filters" className="mt-6 rounded-xl border border-stone-200 bg-white p-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
          <div className="col-span-2">
            <label htmlFor={searchId} className="field-label">
              Search stones
            </label>
            <input
              id={searchId}
              type="search"
              className="field-input"
              placeholder="Brand, type or color"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <CatalogFilterSelects filters={filters} choices={choices} onChoose={chooseFilter} />
        </div>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <SelectField
            label="Sort by"
            className="w-40"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            options={SORT_OPTIONS}
          />
          <div role="group" aria-label="Layout" className="flex gap-1">
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={layout === mode}
                className={`btn ${layout === mode ? 'btn-primary' : 'btn-secondary'}`}
                onClick={() => setLayout(mode)}
              >
                {mode === 'grid' ? 'Grid' : 'List'}
              </button>
            ))}
          </div>
          {canSeeCost ? (
            <button type="button" className="btn btn-secondary" aria-pressed={showCost} onClick={toggleCost}>
              {showCost ? 'Hide Your Cost' : 'Show Your Cost'}
            </button>
          ) : null}
          {virtual.switchVisible ? (
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                role="switch"
                className="size-5"
                checked={virtual.enabled}
                onChange={(event) => virtual.setEnabled(event.target.checked)}
              />
              Virtual Scrolling
            </label>
          ) : null}
        </div>
      </section>

      {state.notice && optionGroup === null ? (
        <div className="mt-4">
          <Alert tone="error">{state.notice}</Alert>
        </div>
      ) : null}

      {!stones.isPending && result.groups.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-stone-900">No stones found</h2>
          <p className="mt-2 text-stone-700">Try adjusting your search or filter criteria</p>
        </div>
      ) : virtual.enabled ? (
        <VirtualScrollBoundary>
          <VirtualCatalog
            items={result.groups}
            layout={layout}
            label="Stones"
            itemKey={(group) => group.key}
            renderItem={(group) => renderCard(group, true)}
          />
        </VirtualScrollBoundary>
      ) : (
        <ul
          aria-label="Stones"
          className={
            layout === 'grid'
              ? 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4'
              : 'mt-6 space-y-3'
          }
        >
          {result.groups.map((group) => (
            <li key={group.key}>{renderCard(group)}</li>
          ))}
        </ul>
      )}

      <OptionModal
        group={optionGroup}
        onClose={() => {
          setOptionGroup(null);
          dispatch({ type: 'notice/dismiss' });
        }}
      />
      <ImageViewer group={imageGroup} config={config.data ?? null} onClose={() => setImageGroup(null)} />
    </PageMain>
  );
}
