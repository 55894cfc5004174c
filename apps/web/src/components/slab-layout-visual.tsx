import { efficiencyBadge } from '@stonetool/domain/estimate/efficiency';
import { partLabel } from '@stonetool/domain/estimate/seams';
import { labelBox } from '@stonetool/domain/estimate/piece-marks';
import type { EstimateSlab } from '@stonetool/domain/estimate/types';
import { useState } from 'react';

/** Grid lines every 12 inches; canvas 500 by 300 scaled by 0.85 (spec 02 section 9). */
const GRID_INCHES = 12;
const CANVAS_WIDTH = 500 * 0.85;
/** Layout visuals animate in 1.5 s after data changes. */
const ANIMATION_SECONDS = 1.5;

/** A colour per product (the multi-type variant colours each type). */
const PALETTE = ['#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#15803d', '#a21caf', '#0e7490'];
export const productColor = (productIndex: number): string =>
  PALETTE[productIndex % PALETTE.length] ?? '#0f766e';

const badgeClass = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-amber-100 text-amber-950',
  low: 'bg-red-100 text-red-900',
} as const;

/** Efficiency colours: above 80 green, above 60 yellow, otherwise red. */
export function EfficiencyBadge({ percent }: { percent: number }) {
  const badge = efficiencyBadge(percent);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[badge]}`}>
      {percent.toFixed(1)}% efficiency
    </span>
  );
}

type Props = {
  title: string;
  slabWidth: number;
  slabHeight: number;
  slabs: readonly EstimateSlab[];
  /** The number drawn on a product's pieces (its position in the list, from 1). */
  numberOf: (productIndex: number) => number;
  nameOf: (productIndex: number) => string;
  /** Colour each product apart (the multi-type variant). */
  multiType: boolean;
  /** What is paged ("Slab 1 of 2"); a remnant is drawn like a small slab. */
  unit?: 'Slab' | 'Remnant';
};

/**
 * A slab drawing (spec 02 section 2): the pieces numbered, a marker on rotated ones, efficiency,
 * paged with previous/next ("Slab n of m"). An L or U is drawn by its true outline as placed, a
 * seamed part with its seams where it meets the other parts, and every cutout (a sink, a cooktop)
 * outlined where it lies, each titled. The pieces fade in over 1.5 s when the data changes.
 */
export function SlabLayoutVisual({
  title,
  slabWidth,
  slabHeight,
  slabs,
  numberOf,
  nameOf,
  multiType,
  unit = 'Slab',
}: Props) {
  const [page, setPage] = useState(0);

  const slab = slabs[Math.min(page, slabs.length - 1)];
  if (!slab) return null;
  const productsOnSlab = [...new Set(slab.pieces.map((piece) => piece.productIndex))];
  const label = `${title}, ${unit.toLowerCase()} ${page + 1} of ${slabs.length}: ${slab.pieces.length} pieces, ${slab.efficiency.toFixed(1)}% efficiency`;
  const gridX = Array.from({ length: Math.floor(slabWidth / GRID_INCHES) }, (_, i) => (i + 1) * GRID_INCHES);
  const gridY = Array.from({ length: Math.floor(slabHeight / GRID_INCHES) }, (_, i) => (i + 1) * GRID_INCHES);

  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-3">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-stone-900">{title}</span>
        <EfficiencyBadge percent={slab.efficiency} />
      </figcaption>
      <svg
        key={page}
        role="img"
        aria-label={label}
        viewBox={`0 0 ${slabWidth} ${slabHeight}`}
        className="h-auto w-full"
        style={{ maxWidth: CANVAS_WIDTH }}
      >
        <rect
          x={0}
          y={0}
          width={slabWidth}
          height={slabHeight}
          fill="#f5f5f4"
          stroke="#57534e"
          strokeWidth={0.6}
        />
        {gridX.map((x) => (
          <line key={`x${x}`} x1={x} y1={0} x2={x} y2={slabHeight} stroke="#d6d3d1" strokeWidth={0.25} />
        ))}
        {gridY.map((y) => (
          <line key={`y${y}`} x1={0} y1={y} x2={slabWidth} y2={y} stroke="#d6d3d1" strokeWidth={0.25} />
        ))}
        {slab.pieces.map((piece, index) => {
          // The slab's y runs up, the drawing's down: every y is turned over.
          const down = (y: number) => slabHeight - y;
          const color = multiType ? productColor(piece.productIndex) : productColor(0);
          // The label sits in the piece's label box: an L's longer leg, not its notch, never on a sink.
          const box = labelBox(piece);
          const fontSize = Math.max(3, Math.min(9, Math.min(box.x1 - box.x0, box.y1 - box.y0) / 2.5));
          const number = piece.seam
            ? partLabel(numberOf(piece.productIndex), piece.seam.part)
            : String(numberOf(piece.productIndex));
          const named = `${piece.seam ? `Part ${number} of ` : ''}${nameOf(piece.productIndex)}`;
          const title = `${named}: ${piece.width}" x ${piece.depth}"${piece.rotated ? ' (rotated)' : ''}`;
          const shape = {
            fill: color,
            fillOpacity: 0.85,
            stroke: '#1c1917',
            strokeWidth: 0.4,
          };
          return (
            <g key={`${piece.productIndex}-${piece.pieceIndex}-${piece.seam?.part ?? 0}-${index}`}>
              {/* Layout visuals animate in over 1.5 s; a new slab page is a new drawing. */}
              <animate attributeName="opacity" from="0" to="1" dur={`${ANIMATION_SECONDS}s`} />
              {piece.outline ? (
                <polygon points={piece.outline.map(([x, y]) => `${x},${down(y)}`).join(' ')} {...shape}>
                  <title>{title}</title>
                </polygon>
              ) : (
                <rect
                  x={piece.x}
                  y={down(piece.y + piece.depth)}
                  width={piece.width}
                  height={piece.depth}
                  {...shape}
                >
                  <title>{title}</title>
                </rect>
              )}
              {(piece.cutouts ?? []).map((cutout) => (
                <rect
                  key={cutout.name}
                  x={cutout.x}
                  y={down(cutout.y + cutout.depth)}
                  width={cutout.width}
                  height={cutout.depth}
                  fill="#ffffff"
                  fillOpacity={0.25}
                  stroke="#ffffff"
                  strokeWidth={0.8}
                >
                  <title>
                    {`${cutout.name} on ${piece.seam ? `part ${number} of ` : ''}${nameOf(piece.productIndex)}${cutout.acrossSeam ? ' (a seam runs through it)' : ''}`}
                  </title>
                </rect>
              ))}
              <text
                x={(box.x0 + box.x1) / 2}
                y={down((box.y0 + box.y1) / 2)}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={fontSize}
                fontWeight={700}
                fill="#ffffff"
              >
                {number}
              </text>
              {(piece.seam?.lines ?? []).map(([x1, y1, x2, y2]) => (
                <line
                  key={`seam-${x1}-${y1}-${x2}-${y2}`}
                  x1={x1}
                  y1={down(y1)}
                  x2={x2}
                  y2={down(y2)}
                  stroke="#dc2626"
                  strokeWidth={1.2}
                  strokeDasharray="3 2"
                >
                  <title>Seam</title>
                </line>
              ))}
              {piece.rotated ? (
                <text
                  x={box.x0 + 1.5}
                  y={down(box.y1) + fontSize * 0.9}
                  fontSize={fontSize * 0.8}
                  fill="#ffffff"
                  aria-hidden="true"
                >
                  ↻
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700"
        aria-label={`Pieces on this ${unit.toLowerCase()}`}
      >
        {productsOnSlab.map((productIndex) => (
          <li key={productIndex} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: multiType ? productColor(productIndex) : productColor(0) }}
            />
            {numberOf(productIndex)}. {nameOf(productIndex)}
          </li>
        ))}
        {slab.pieces.some((piece) => piece.rotated) ? <li>↻ rotated</li> : null}
        {slab.pieces.some((piece) => piece.cutouts) ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-stone-500" />
            cutout
          </li>
        ) : null}
      </ul>
      <div className="mt-2 flex items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-secondary min-h-9 px-3"
          disabled={page === 0}
          onClick={() => setPage((p) => Math.max(0, p - 1))}
        >
          Previous<span className="sr-only"> {unit.toLowerCase()}</span>
        </button>
        <span className="text-sm font-medium text-stone-800" aria-live="polite">
          {unit} {page + 1} of {slabs.length}
        </span>
        <button
          type="button"
          className="btn btn-secondary min-h-9 px-3"
          disabled={page >= slabs.length - 1}
          onClick={() => setPage((p) => Math.min(slabs.length - 1, p + 1))}
        >
          Next<span className="sr-only"> {unit.toLowerCase()}</span>
        </button>
      </div>
    </figure>
  );
}
