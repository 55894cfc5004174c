import { roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import {
  MISSING_SLAB_COST,
  MISSING_STONE_OR_DIMENSIONS,
  PRODUCTS_NOT_CALCULABLE,
  productErrorText,
} from '@stonetool/domain/estimate/errors';
import { edgeProfileText } from '@stonetool/domain/estimate/fabrication';
import { remnantName, remnantPiecesNotice } from '@stonetool/domain/estimate/remnants-first';
import { seamNotice } from '@stonetool/domain/estimate/seams';
import { slabSpecText } from '@stonetool/domain/estimate/slab-spec';
import type { ProductEstimate, QuoteEstimate } from '@stonetool/domain/estimate/types';
import { formatUsd, PRICE_ON_REQUEST } from '@stonetool/domain/money';
import { cutoutLineAmount } from '@stonetool/domain/shapes/cutouts';
import { useState, type ReactNode } from 'react';
import { DownloadDxfButton } from './download-dxf-button';
import { layoutSets } from './layout-sets';
import { RemnantLayouts, RemnantsCard } from './remnants-card';
import { SeamControls, SeamsBackButton, type SeamEditing } from './seam-controls';
import { EfficiencyBadge, SlabLayoutVisual } from '../../components/slab-layout-visual';

/** Price missing or zero: "Price on request" (spec 02 section 8). */
export function priceText(cents: number): string {
  return cents > 0 ? formatUsd(cents) : PRICE_ON_REQUEST;
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="card p-4">
      <p className="text-sm font-medium text-stone-700">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{children}</p>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-stone-100 py-1 last:border-0">
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}

function ResultCard({
  name,
  pieceNumber,
  result,
  remnantNotice,
  includeInstallation,
  seamEditing,
}: {
  name: string;
  pieceNumber: number;
  result: ProductEstimate | null;
  /** Which of its pieces are cut from which remnant, or null. */
  remnantNotice: string | null;
  includeInstallation: boolean;
  /** Lets the user move the piece's seams; absent where they cannot be moved (Bulk, a preview). */
  seamEditing: SeamEditing | undefined;
}) {
  return (
    <li className="card p-4">
      <h4 className="font-semibold text-stone-900">{name}</h4>
      {result === null ? (
        <p className="mt-2 text-sm text-red-700">{MISSING_STONE_OR_DIMENSIONS}</p>
      ) : result.error === MISSING_SLAB_COST ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          ⚠ {productErrorText(result.error)}. Please check the price sheet for {result.stone} (
          {slabSpecText(result)}).
        </p>
      ) : result.error ? (
        <>
          <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">⚠ {result.error}</p>
          {seamEditing?.moved ? (
            <div className="mt-2">
              <SeamsBackButton editing={seamEditing} />
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {result.stone} ({slabSpecText(result)})
          </p>
          {result.seams ? (
            <p className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">
              {seamNotice(pieceNumber, result.seams)}
            </p>
          ) : null}
          {result.seams && seamEditing ? (
            <SeamControls pieceNumber={pieceNumber} seams={result.seams} editing={seamEditing} />
          ) : null}
          {remnantNotice ? (
            <p className="mt-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
              {remnantNotice}
            </p>
          ) : null}
          <dl className="mt-2 text-sm">
            <Row label="Area" value={`${roundAreaForDisplay(result.usableAreaSqft).toFixed(2)} ft²`} />
            <Row label="Tops per slab" value={String(result.topsPerSlab)} />
            <Row
              label="Slabs needed"
              value={String(result.multiProductOptimized ? result.actualTotalSlabs : result.totalSlabsNeeded)}
            />
            <Row label="Efficiency" value={`${result.efficiency.toFixed(1)}%`} />
            <Row label="Your cost per slab" value={priceText(result.slabCost)} />
            <Row label="Material" value={priceText(result.materialCost)} />
            <Row
              label="Edge profile"
              value={edgeProfileText(result.edgeDetail, result.edgeUpchargePerSqft)}
            />
            <Row label="Fabrication" value={formatUsd(result.fabricationCost)} />
            {includeInstallation && result.installationCost > 0 ? (
              <Row label="Installation" value={formatUsd(result.installationCost)} />
            ) : null}
            {result.cutouts.map((line) => (
              <Row key={line.type} label={line.label} value={cutoutLineAmount(line)} />
            ))}
          </dl>
          <p className="mt-2 flex justify-between border-t border-stone-200 pt-2 font-semibold">
            <span>Price</span>
            <span>{priceText(result.finalPrice)}</span>
          </p>
          {result.multiProductOptimized && result.areaRatio < 1 ? (
            <p className="mt-1 text-xs text-stone-600">Slabs shared with other types of the same stone.</p>
          ) : null}
        </>
      )}
    </li>
  );
}

type Props = {
  estimate: QuoteEstimate;
  names: readonly string[];
  /** The DXF's file name, read when it is downloaded. */
  layoutFileName: () => string;
  showVisualLayouts: boolean;
  includeInstallation: boolean;
  slabSizeOf: (productIndex: number) => { width: number; height: number };
  /** How many pieces of a product were estimated, to say which of them sit on remnants. */
  quantityOf: (productIndex: number) => number;
  /** Generate PDF, Email Quote, Order Material and Back to Edit. */
  actions: ReactNode;
  /** Keep Offcuts, beside the layouts (not in the read-only preview). */
  layoutActions?: ReactNode;
  /** Moving a product's seams (decision 127), by product index; absent where seams cannot be moved. */
  seamEditingOf?: (productIndex: number) => SeamEditing | undefined;
  onBack: () => void;
};

/**
 * The Optimized Results page and the quote result view (spec 02 section 2): summary cards, the
 * multi-type notice, the warning for products without a result, the slab layouts paged per type
 * (per stone in multi-type mode), the details panels, and a card per type with the grand total.
 */
export function ResultsView({
  estimate,
  names,
  layoutFileName,
  showVisualLayouts,
  includeInstallation,
  slabSizeOf,
  quantityOf,
  actions,
  layoutActions,
  seamEditingOf,
  onBack,
}: Props) {
  const sets = layoutSets(estimate, names, slabSizeOf);
  const [setIndex, setSetIndex] = useState(0);
  const current = sets[Math.min(setIndex, sets.length - 1)];
  const unit = estimate.multiProductOptimized ? 'Stone' : 'Type';
  const totals = estimate.totals;
  const nameOf = (productIndex: number) => names[productIndex] ?? `Type ${productIndex + 1}`;

  return (
    <div className="space-y-6">
      <button type="button" className="text-sm font-semibold text-brand underline" onClick={onBack}>
        ← Back to Types
      </button>
      <h2 className="text-2xl font-bold text-stone-900">Optimized Results</h2>

      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard label="Total Price">{priceText(totals.totalPrice)}</SummaryCard>
        <SummaryCard label="Total Slabs Needed">{totals.totalSlabs}</SummaryCard>
        <SummaryCard label="Average Efficiency">
          <span className="flex flex-wrap items-center gap-2">
            {totals.averageEfficiency.toFixed(1)}%
            <EfficiencyBadge percent={totals.averageEfficiency} />
          </span>
        </SummaryCard>
      </div>

      {estimate.multiProductOptimized ? (
        <p className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Multi-Type Optimization: pieces of the same stone are laid out together on shared slabs, and each
          type is priced on its share of them.
        </p>
      ) : null}

      {estimate.remnants ? <RemnantsCard remnants={estimate.remnants} nameOf={nameOf} /> : null}

      {estimate.someProductsNotCalculated ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-semibold">{PRODUCTS_NOT_CALCULABLE}</p>
          <p>Every product needs a complete stone selection (Brand, Type, Color) and dimensions.</p>
        </div>
      ) : null}

      {showVisualLayouts && current ? (
        <section aria-labelledby="layouts-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="layouts-heading" className="text-lg font-semibold text-stone-900">
              Slab Layouts
            </h3>
            <DownloadDxfButton
              sets={sets}
              names={names}
              remnants={estimate.remnants?.used ?? []}
              fileName={layoutFileName}
            />
            {sets.length > 1 ? (
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3"
                  disabled={setIndex === 0}
                  onClick={() => setSetIndex((i) => Math.max(0, i - 1))}
                >
                  Previous {unit}
                </button>
                <span className="text-sm text-stone-800">
                  {unit} {Math.min(setIndex, sets.length - 1) + 1} of {sets.length}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary min-h-9 px-3"
                  disabled={setIndex >= sets.length - 1}
                  onClick={() => setSetIndex((i) => Math.min(sets.length - 1, i + 1))}
                >
                  Next {unit}
                </button>
              </div>
            ) : null}
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <SlabLayoutVisual
              key={current.title}
              title={current.title}
              slabWidth={current.slabWidth}
              slabHeight={current.slabHeight}
              slabs={current.slabs}
              numberOf={(productIndex) => productIndex + 1}
              nameOf={nameOf}
              multiType={estimate.multiProductOptimized}
            />
            <div className="space-y-4">
              <section className="card p-4" aria-labelledby="layout-details-heading">
                <h4 id="layout-details-heading" className="font-semibold text-stone-900">
                  Layout Details
                </h4>
                <dl className="mt-2 text-sm">
                  <Row label="Slab size" value={`${current.slabHeight}" x ${current.slabWidth}"`} />
                  <Row label="Slabs" value={String(current.slabs.length)} />
                  <Row
                    label="Pieces"
                    value={String(current.slabs.reduce((sum, slab) => sum + slab.pieces.length, 0))}
                  />
                  <Row label="Efficiency" value={`${current.efficiency.toFixed(1)}%`} />
                </dl>
              </section>
              <section className="card p-4" aria-labelledby="optimization-results-heading">
                <h4 id="optimization-results-heading" className="font-semibold text-stone-900">
                  Optimization Results
                </h4>
                <dl className="mt-2 text-sm">
                  <Row
                    label="Usable area"
                    value={`${roundAreaForDisplay(totals.usableAreaSqft).toFixed(2)} ft²`}
                  />
                  <Row label="Total slabs" value={String(totals.totalSlabs)} />
                  <Row label="Average efficiency" value={`${totals.averageEfficiency.toFixed(1)}%`} />
                  <Row label="Material" value={formatUsd(totals.materialCost)} />
                  <Row label="Fabrication" value={formatUsd(totals.fabricationCost)} />
                  {includeInstallation ? (
                    <Row label="Installation" value={formatUsd(totals.installationCost)} />
                  ) : null}
                  {totals.cutoutCost > 0 ? (
                    <Row label="Cutouts" value={formatUsd(totals.cutoutCost)} />
                  ) : null}
                </dl>
              </section>
              {layoutActions}
            </div>
          </div>
        </section>
      ) : null}

      {showVisualLayouts && estimate.remnants && estimate.remnants.used.length > 0 ? (
        <section aria-labelledby="remnant-layouts-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="remnant-layouts-heading" className="text-lg font-semibold text-stone-900">
              Remnant Layouts
            </h3>
            {/* Cut wholly from remnants, the quote has no Slab Layouts to offer the file from. */}
            {current ? null : (
              <DownloadDxfButton
                sets={sets}
                names={names}
                remnants={estimate.remnants.used}
                fileName={layoutFileName}
              />
            )}
          </div>
          <RemnantLayouts
            remnants={estimate.remnants.used}
            nameOf={nameOf}
            multiType={estimate.multiProductOptimized}
          />
        </section>
      ) : null}

      <section aria-labelledby="quote-heading" className="space-y-3">
        <h3 id="quote-heading" className="text-lg font-semibold text-stone-900">
          Quote
        </h3>
        <ul className="grid gap-4 md:grid-cols-2">
          {estimate.products.map((result, index) => (
            <ResultCard
              key={index}
              name={names[index] ?? `Type ${index + 1}`}
              pieceNumber={index + 1}
              result={result}
              remnantNotice={
                estimate.remnants
                  ? remnantPiecesNotice(index, quantityOf(index), estimate.remnants.used, remnantName)
                  : null
              }
              includeInstallation={includeInstallation}
              seamEditing={seamEditingOf?.(index)}
            />
          ))}
        </ul>
        <p className="card flex flex-wrap items-center justify-between gap-2 p-4 text-xl font-bold text-stone-900">
          <span>Grand Total</span>
          <span>{priceText(totals.totalPrice)}</span>
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </section>
    </div>
  );
}
