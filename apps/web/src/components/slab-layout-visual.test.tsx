import { readLayout, toOptimizeInput, type LayoutPiece } from '@stonetool/domain/estimate/layout';
import { optimize } from '@stonetool/domain/optimizer/optimize';
import { lOutline } from '@stonetool/domain/shapes/l-and-u';
import { boundingBox, type Outline } from '@stonetool/domain/shapes/outline';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlabLayoutVisual } from './slab-layout-visual';

const slab = { width: 126, height: 63 };

function lPiece(legA: number, legB: number, cutouts: LayoutPiece['cutouts']): LayoutPiece {
  const shaped = lOutline({ legA, legB, depth: 25.5 });
  if (!shaped.ok) throw new Error(shaped.reason);
  const box = boundingBox(shaped.outline);
  return {
    productIndex: 0,
    width: box.x1,
    depth: box.y1,
    outline: shaped.outline,
    quantity: 1,
    priority: 'normal',
    cutouts,
  };
}

/** The layout the estimate makes of the pieces, drawn as the results page draws it. */
function drawLayout(pieces: LayoutPiece[]) {
  const settings = { slab, kerf: 0.125, minSeamPiece: 12 };
  const { slabs } = readLayout(optimize(toOptimizeInput(pieces, settings)), slab, pieces);
  render(
    <SlabLayoutVisual
      title="Calacatta Nuvo"
      slabWidth={slab.width}
      slabHeight={slab.height}
      slabs={slabs}
      numberOf={(index) => index + 1}
      nameOf={(index) => ['Kitchen L', 'Vanity'][index] ?? `Type ${index + 1}`}
      multiType
    />,
  );
  return slabs;
}

/** The corners of a drawn polygon, back in slab coordinates (the drawing's y runs down). */
const cornersOf = (polygon: Element): Outline =>
  (polygon.getAttribute('points') ?? '')
    .split(' ')
    .map((point) => point.split(',').map(Number))
    .map(([x = NaN, y = NaN]) => [x, slab.height - y] as const);

describe('the slab layout drawing', () => {
  it('draws an L by its six corners as placed, its sink outlined and titled where it lies', () => {
    const slabs = drawLayout([
      lPiece(110, 60, [{ type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 }]),
      { productIndex: 1, width: 30, depth: 22, quantity: 1, priority: 'normal' },
    ]);
    expect(screen.getByRole('img', { name: /slab 1 of 1: 2 pieces/ })).toBeInTheDocument();
    const placed = slabs[0]!.pieces.find((piece) => piece.productIndex === 0)!;

    const lTitle = screen.getByText(/^Kitchen L: 110" x 60"/, { selector: 'title' });
    const polygon = lTitle.parentElement!;
    expect(polygon.tagName).toBe('polygon');
    expect(cornersOf(polygon)).toHaveLength(6);
    expect(cornersOf(polygon)).toEqual(placed.outline);
    // The vanity is a plain rectangle.
    expect(screen.getByText('Vanity: 30" x 22"', { selector: 'title' }).parentElement?.tagName).toBe('rect');

    const sink = screen.getByText('Undermount sink 1 on Kitchen L', { selector: 'title' }).parentElement!;
    expect(sink.tagName).toBe('rect');
    const [cutout] = placed.cutouts!;
    expect([sink.getAttribute('width'), sink.getAttribute('height')].map(Number).sort()).toEqual([16, 30]);
    expect(Number(sink.getAttribute('x'))).toBe(cutout!.x);
    expect(Number(sink.getAttribute('y'))).toBe(slab.height - cutout!.y - cutout!.depth);
    expect(screen.getByText('cutout')).toBeInTheDocument();
  });

  it('puts a piece’s number beside its sink, never on it', () => {
    const slabs = drawLayout([
      {
        productIndex: 0,
        width: 96,
        depth: 25.5,
        quantity: 1,
        priority: 'normal',
        cutouts: [{ type: 'undermount_sink', width: 30, depth: 16, x: 33, y: 4 }],
      },
    ]);
    const placed = slabs[0]!.pieces[0]!;
    const [sink] = placed.cutouts!;
    const top = screen.getByText(/^Kitchen L: /, { selector: 'title' }).parentElement!;
    const number = top.parentElement!.querySelector('text')!;
    expect(number).toHaveTextContent('1');
    const x = Number(number.getAttribute('x'));
    const y = slab.height - Number(number.getAttribute('y'));
    expect(x > placed.x && x < placed.x + placed.width && y > placed.y && y < placed.y + placed.depth).toBe(
      true,
    );
    const onSink = x >= sink!.x && x <= sink!.x + sink!.width && y >= sink!.y && y <= sink!.y + sink!.depth;
    expect(onSink).toBe(false);
  });

  it('draws an L cut at its inside corner as two lettered parts, the seam on each, each cutout on its part', () => {
    drawLayout([
      lPiece(120, 96, [
        { type: 'undermount_sink', width: 30, depth: 16, x: 40, y: 4 },
        { type: 'cooktop', width: 19, depth: 30, x: 3, y: 50 },
      ]),
    ]);
    expect(screen.getAllByText(/^Part 1[ab] of Kitchen L/, { selector: 'title' })).toHaveLength(2);
    expect(screen.getAllByText('Seam', { selector: 'title' })).toHaveLength(2);
    expect(
      screen.getByText('Undermount sink 1 on part 1a of Kitchen L', { selector: 'title' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cooktop 1 on part 1b of Kitchen L', { selector: 'title' })).toBeInTheDocument();
  });
});
