import { roundAreaForDisplay } from '@stonetool/domain/estimate/area';
import { parseDimension } from '@stonetool/domain/estimate/piece-input';
import { boundingBox, outlineArea, squareFeet, type Outline } from '@stonetool/domain/shapes/outline';
import {
  newPieceShape,
  PIECE_SHAPE_LABELS,
  PIECE_SHAPES,
  pieceOutline,
  type PieceShape,
  type PieceShapeKind,
} from '@stonetool/domain/shapes/piece-shape';
import { SelectField } from '../../components/select-field';
import type { ShapedPieceDraft } from './estimator-model';
import { LengthField } from './length-field';

const pieceShapeOptions = PIECE_SHAPES.map((kind) => ({ value: kind, label: PIECE_SHAPE_LABELS[kind] }));

/** What the card calls the piece's `width` for each shape: a rectangle's length, an L's leg A, a U's back. */
export const LENGTH_LABELS: Record<PieceShapeKind, string> = {
  rectangle: 'Piece L (inches)',
  l: 'Leg A (inches)',
  u: 'Back (inches)',
};

/** The piece type choice and the legs an L or U needs beyond its length and depth. */
export function PieceShapeFields({
  shape,
  onChange,
}: {
  shape: PieceShape;
  onChange: (shape: PieceShape) => void;
}) {
  return (
    <>
      <SelectField
        label="Piece type"
        options={pieceShapeOptions}
        value={shape.kind}
        onChange={(event) => onChange(newPieceShape(event.target.value as PieceShapeKind))}
      />
      {shape.kind === 'l' ? (
        <LengthField
          label="Leg B (inches)"
          value={shape.legB}
          onChange={(legB) => onChange({ ...shape, legB })}
        />
      ) : null}
      {shape.kind === 'u' ? (
        <>
          <LengthField
            label="Left arm (inches)"
            value={shape.leftArm}
            onChange={(leftArm) => onChange({ ...shape, leftArm })}
          />
          <LengthField
            label="Right arm (inches)"
            value={shape.rightArm}
            onChange={(rightArm) => onChange({ ...shape, rightArm })}
          />
        </>
      ) : null}
    </>
  );
}

const inches = (n: number) => `${Math.round(n * 100) / 100}"`;

/** The drawing's box, in SVG units; the piece is scaled to fit it with room for the dimensions. */
const VIEW = { width: 320, height: 220, margin: 28 };

/** Each side's length at its middle, outside the piece (the outline runs counter-clockwise). */
function sideLabels(outline: Outline, scale: number, toSvg: (x: number, y: number) => [number, number]) {
  return outline.map(([ax, ay], i) => {
    const [bx, by] = outline[(i + 1) % outline.length]!;
    const length = Math.abs(bx - ax) + Math.abs(by - ay);
    const [mx, my] = toSvg((ax + bx) / 2, (ay + by) / 2);
    // Outside a counter-clockwise outline is to the right of each side's direction.
    const dx = Math.sign(by - ay) * 14;
    const dy = Math.sign(bx - ax) * 12;
    return { key: i, x: mx + dx, y: my + dy, text: inches(length), visible: length * scale >= 18 };
  });
}

/**
 * The piece drawn live as its lengths are typed (issue 24), every side dimensioned, with its true
 * area; or the reason its lengths make no such piece.
 */
export function PieceDrawing({ product, title }: { product: ShapedPieceDraft; title: string }) {
  const width = parseDimension(product.width);
  const depth = parseDimension(product.depth);
  if (width === null || depth === null) return null;
  const shaped = pieceOutline(width, depth, product.shape);
  if (!shaped.ok)
    return (
      <p role="alert" className="text-sm text-red-700">
        {title}: {shaped.reason}
      </p>
    );
  const outline = shaped.outline;
  const box = boundingBox(outline);
  const spanX = box.x1 - box.x0;
  const spanY = box.y1 - box.y0;
  const scale = Math.min((VIEW.width - 2 * VIEW.margin) / spanX, (VIEW.height - 2 * VIEW.margin) / spanY);
  // The drawing's y runs down; the piece's front edge (y = 0) is drawn at the bottom.
  const toSvg = (x: number, y: number): [number, number] => [
    VIEW.margin + (x - box.x0) * scale,
    VIEW.margin + (box.y1 - y) * scale,
  ];
  const area = roundAreaForDisplay(squareFeet(outlineArea(outline))).toFixed(2);
  const kind = product.shape.kind;
  const label = `${PIECE_SHAPE_LABELS[kind]} piece ${inches(spanX)} by ${inches(spanY)}, ${area} ft²`;
  return (
    <figure className="space-y-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        className="h-auto w-full max-w-sm rounded border border-stone-200 bg-stone-50"
      >
        <polygon
          points={outline.map(([x, y]) => toSvg(x, y).join(',')).join(' ')}
          className="fill-stone-300 stroke-stone-800"
          strokeWidth={1.5}
        />
        {product.cutouts.map((cutout, i) => {
          // A cutout whose size or place is not a length yet is named under the card, not drawn.
          if (![cutout.width, cutout.depth, cutout.x, cutout.y].every(Number.isFinite)) return null;
          const [x, y] = toSvg(cutout.x, cutout.y + cutout.depth);
          return (
            <rect
              key={i}
              x={x}
              y={y}
              width={cutout.width * scale}
              height={cutout.depth * scale}
              className="fill-white stroke-stone-600"
              strokeDasharray="3 2"
            />
          );
        })}
        {sideLabels(outline, scale, toSvg).map((side) =>
          side.visible ? (
            <text
              key={side.key}
              x={side.x}
              y={side.y}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={11}
            >
              {side.text}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="text-sm text-stone-700">Area: {area} ft² per piece</figcaption>
    </figure>
  );
}
