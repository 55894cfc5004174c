import type { TConfigResponse } from '@stonetool/contracts/site';
import { useId } from 'react';
import { formatDate } from '../../lib/format-date';
import { formatCentsRange } from '../../lib/format-price';
import { StoneImage } from './stone-image';
import { stoneImageCandidates } from '../../lib/stone-images';
import type { StoneGroup } from '../../lib/catalog-query';

type Props = {
  group: StoneGroup;
  config: TConfigResponse | null;
  layout: 'grid' | 'list';
  /** Fixed height for the virtual grid, where every row has the same height. */
  fixedHeight?: boolean;
  showCost: boolean;
  compared: boolean;
  /** Opens the option modal; without it the card is read-only (the admin Catalog tab). */
  onSelect?: (group: StoneGroup) => void;
  onViewImage: (group: StoneGroup) => void;
};

/** Thicknesses and finishes on offer, e.g. "2cm, 3cm · Polished, Honed". */
function variantSummary(group: StoneGroup): string {
  const thicknesses = [...new Set(group.variants.map((stone) => stone.Thickness))];
  const finishes = [...new Set(group.variants.map((stone) => stone.Finish))];
  return `${thicknesses.join(', ')} · ${finishes.join(', ')}`;
}

/**
 * A catalog card for one brand and color (spec 01 sections 2 and 3): the image opens the large
 * viewer, Select Options opens the option modal, the price is the group's client price range and,
 * while 'show your cost' is on, the showroom's cost range. Where a promotion covers variants, the
 * special price leads, with the regular price struck through and named, and the promotion's end.
 */
export function StoneGroupCard({
  group,
  config,
  layout,
  fixedHeight,
  showCost,
  compared,
  onSelect,
  onViewImage,
}: Props) {
  const headingId = useId();
  const name = `${group.brand} ${group.color}`;
  const first = group.variants[0];
  const available = group.variants.some((stone) => stone.is_available);
  const list = layout === 'list';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex overflow-hidden rounded-xl border bg-white shadow-sm ${
        compared ? 'border-brand ring-2 ring-brand' : 'border-stone-200'
      } ${list ? 'flex-row' : 'flex-col'} ${fixedHeight ? (list ? 'h-[108px]' : 'h-[300px]') : ''}`}
    >
      <button
        type="button"
        className={`shrink-0 bg-stone-100 ${list ? 'w-24 self-stretch sm:w-40' : fixedHeight ? 'h-32' : 'aspect-[2/1]'}`}
        onClick={() => onViewImage(group)}
        aria-label={`View larger image of ${name}`}
      >
        {first ? (
          <StoneImage key={first.id} candidates={stoneImageCandidates(first, config)} alt={name} />
        ) : null}
      </button>
      <div
        className={`flex min-w-0 flex-1 flex-col ${list ? 'gap-1 p-3 sm:flex-row sm:items-center sm:gap-3' : 'p-4'}`}
      >
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {group.brand}
          </p>
          <h3
            id={headingId}
            className={`truncate font-semibold text-stone-900 ${list ? 'text-base sm:text-lg' : 'text-lg'}`}
          >
            {group.color}
          </h3>
          <p className={`truncate text-sm text-stone-700 ${list ? 'hidden sm:block' : ''}`}>
            {group.type} · {variantSummary(group)}
          </p>
          {compared ? <p className="text-xs font-semibold text-stone-800">In comparison</p> : null}
        </div>
        <div
          className={`flex items-end justify-between gap-2 ${list ? 'sm:flex-col sm:items-end sm:text-right' : 'mt-auto pt-3'}`}
        >
          <div className="min-w-0">
            {group.special ? (
              <>
                <p className={`font-bold text-red-800 ${list ? 'text-sm sm:text-base' : ''}`}>
                  Special price {formatCentsRange(group.special.price)}
                </p>
                <p className="text-xs text-stone-700">
                  Regular <s>{formatCentsRange(group.special.regular)}</s> · until{' '}
                  {formatDate(group.special.endsAt)}
                </p>
              </>
            ) : (
              <p className={`font-bold text-stone-900 ${list ? 'text-sm sm:text-base' : ''}`}>
                {formatCentsRange(group.price)}
              </p>
            )}
            {showCost && group.cost ? (
              <p className="text-sm text-stone-700">Your cost: {formatCentsRange(group.cost)}</p>
            ) : null}
            {available ? null : (
              <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                Unavailable
              </span>
            )}
          </div>
          {onSelect ? (
            <button
              type="button"
              className={`btn btn-primary shrink-0 ${list ? 'min-h-9 px-3 sm:min-h-10 sm:px-4' : ''}`}
              onClick={() => onSelect(group)}
            >
              Select Options
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
