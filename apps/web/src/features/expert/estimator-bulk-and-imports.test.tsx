import type { TDrawingPiece, TDrawingSummary, TUnreadDrawingPiece } from '@stonetool/contracts/ai-import';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { readDxf } from '@stonetool/domain/import/dxf';
import { outlineArea } from '@stonetool/domain/shapes/outline';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  renderEstimator,
  typeCard,
  offlineReader,
  pasteList,
  pickStone,
  parsedProduct,
  savedSummary,
  catchDownloads,
} from './estimator-testing';

// jsdom runs no workers: the estimate is computed in the test's own thread, as the worker would.
vi.mock('./estimate/run-estimate', () => ({
  runEstimate: (input: Parameters<typeof estimateQuote>[0]) => Promise.resolve(estimateQuote(input)),
}));

/**
 * The server answering POST /api/claude-extract-dimensions with one piece read from a DXF's
 * geometry, surely (confidence 0.95), in the given unit, and the pieces it did not take.
 */
function dxfReadAs(
  piece: Pick<TDrawingPiece, 'name' | 'width' | 'depth' | 'type'>,
  units: Pick<TDrawingSummary, 'units' | 'unitsAssumed' | 'areaSqft'>,
  unreadPieces: TUnreadDrawingPiece[] = [],
) {
  return {
    'POST /api/claude-extract-dimensions': {
      status: 200,
      json: {
        success: true,
        data: {
          pieces: [{ ...piece, edgeDetail: 'Eased', notes: '', quantity: 1, confidence: 0.95 }],
          summary: {
            confidence: 0.95,
            drawingType: 'dxf',
            method: 'geometry',
            totalPieces: 1,
            ...units,
            outlines: [],
          },
          unreadPieces,
        },
        suggestions: [],
      },
    },
  };
}

describe('the Expert Mode estimator: pasted lists, Bulk rows and drawings', () => {
  it('downloads the layouts as a DXF named after the customer, every piece labelled on its slab', async () => {
    const { files, click } = catchDownloads();
    const { user } = renderEstimator();
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    const kitchen = typeCard('Type 1');
    await pickStone(user, kitchen);
    await user.selectOptions(within(kitchen).getByRole('combobox', { name: 'Piece type' }), 'L-shaped');
    await user.type(within(kitchen).getByRole('textbox', { name: 'Leg A (inches)' }), '110');
    await user.type(within(kitchen).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    const legB = within(kitchen).getByRole('textbox', { name: 'Leg B (inches)' });
    await user.clear(legB);
    await user.type(legB, '60');
    await user.selectOptions(
      within(kitchen).getByRole('combobox', { name: 'New cutout' }),
      'Undermount sink',
    );
    await user.click(within(kitchen).getByRole('button', { name: 'Add Cutout' }));
    await user.type(within(kitchen).getByRole('textbox', { name: 'Custom Name' }), 'Kitchen L');
    await user.click(screen.getByRole('button', { name: 'Add Type' }));
    const island = typeCard('Type 2');
    await pickStone(user, island);
    await user.type(within(island).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(island).getByRole('textbox', { name: 'Piece D (inches)' }), '42');
    await user.type(within(island).getByRole('textbox', { name: 'Custom Name' }), 'Island');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download DXF' }));
    click.mockRestore();
    expect(files.map((file) => file.name)).toEqual(['Ada Stone-layout.dxf']);
    const text = await files[0]!.blob.text();
    expect(text).toMatch(/\$INSUNITS\r\n70\r\n1\r\n/);
    expect(text).toContain('1 Kitchen L');
    expect(text).toContain('2 Island');
    // The sink lies whole on the L as it is placed: the file needs no note.
    expect(screen.queryByRole('list', { name: 'Notes on the DXF' })).toBeNull();
  });

  it('names back every pasted line it could not read, and puts the pieces it read on the cards', async () => {
    const { user, network } = renderEstimator({
      'POST /api/claude-parse-products': {
        json: {
          success: true,
          data: {
            products: [parsedProduct()],
            unreadLines: [{ line: 2, text: 'two slabs of something', reason: 'No size found on the line' }],
          },
        },
      },
    });
    await pasteList(user, 'Island 96 x 42\ntwo slabs of something');
    expect(await screen.findByRole('heading', { name: 'Read 1 of 2 lines' })).toBeInTheDocument();
    const unread = screen.getByRole('list', { name: 'Lines not read' });
    expect(within(unread).getByRole('textbox', { name: 'Line 2' })).toHaveValue('two slabs of something');
    expect(within(unread).getByText('No size found on the line')).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Re-read line 2' })).toBeEnabled();
    // The import filled the blank first card rather than adding beside it.
    expect(screen.queryByRole('region', { name: 'Type 1' })).toBeNull();
    expect(within(typeCard('Island')).getByRole('textbox', { name: 'Piece L (inches)' })).toHaveValue('96');
    expect(network.to('POST /api/claude-parse-products')).toHaveLength(1);
  });

  it('puts a pasted L on an L card with its true area, and names back the L line it could not read', async () => {
    const list = 'Kitchen L-shaped 120 x 96, 25.5 deep\nL-shaped 120 x 96';
    const { user } = renderEstimator(offlineReader(list));
    await pasteList(user, list);
    expect(await screen.findByText('✓ Found 1 type. Please check the values.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Read 1 of 2 lines' })).toBeInTheDocument();
    const unread = screen.getByRole('list', { name: 'Lines not read' });
    expect(within(unread).getByRole('textbox', { name: 'Line 2' })).toHaveValue('L-shaped 120 x 96');
    expect(
      within(unread).getByText(
        'An L-shaped piece needs its two legs and depth, e.g. "L-shaped 120 x 96, 25.5 deep"',
      ),
    ).toBeInTheDocument();
    const card = typeCard('Kitchen');
    expect(within(card).getByRole('combobox', { name: 'Piece type' })).toHaveValue('l');
    expect(within(card).getByRole('textbox', { name: 'Leg A (inches)' })).toHaveValue('120');
    expect(within(card).getByRole('textbox', { name: 'Leg B (inches)' })).toHaveValue('96');
    // Legs of 120 and 96 at 25.5 deep: 33.73 ft², not its 80 ft² bounding box.
    expect(
      within(card).getByRole('img', { name: 'L-shaped piece 120" by 96", 33.73 ft²' }),
    ).toBeInTheDocument();
  });

  it('says on the card that a pasted size was read in millimetres, and names back an island too shallow to be one', async () => {
    const list = 'Wall run 1829 x 559 mm\nIsland 2.5 x 40';
    const { user } = renderEstimator(offlineReader(list));
    await pasteList(user, list);
    // The refused island is no type found.
    expect(await screen.findByText('✓ Found 1 type. Please check the values.')).toBeInTheDocument();
    const unread = screen.getByRole('list', { name: 'Lines not read' });
    expect(within(unread).getByRole('textbox', { name: 'Line 2' })).toHaveValue('Island 2.5 x 40');
    expect(
      within(unread).getByText('Not read: depth 2.5 in looks too shallow for an island; check the size'),
    ).toBeInTheDocument();
    const card = typeCard('Wall run');
    expect(within(card).getByRole('textbox', { name: 'Piece L (inches)' })).toHaveValue('72');
    expect(within(card).getByRole('textbox', { name: 'Piece D (inches)' })).toHaveValue('22');
    expect(within(card).getByRole('textbox', { name: 'Notes' })).toHaveValue(
      '72 x 22 in, read from 1829 x 559 mm',
    );
  });

  it('takes an L with a sink on a Bulk row, names a sink outside it, and prices it as a Standard card would', async () => {
    const { user } = renderEstimator();
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    const group = screen.getByRole('region', { name: 'Group Stone Group 1' });
    await pickStone(user, group);
    await user.type(within(group).getByRole('textbox', { name: 'Width, piece 1' }), '120');
    await user.type(within(group).getByRole('textbox', { name: 'Depth, piece 1' }), '25.5');
    const shapeButton = within(group).getByRole('button', {
      name: 'Shape and cutouts, piece 1: Rectangle, no cutouts',
    });
    expect(shapeButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(shapeButton);
    const shape = within(group).getByRole('group', { name: 'Shape and cutouts, Stone Group 1, piece 1' });
    await user.selectOptions(within(shape).getByRole('combobox', { name: 'Piece type' }), 'L-shaped');
    expect(within(shape).getByRole('textbox', { name: 'Leg B (inches)' })).toHaveValue('96');
    expect(within(group).getByText('Total Area').nextSibling).toHaveTextContent('33.73 ft²');
    await user.selectOptions(within(shape).getByRole('combobox', { name: 'New cutout' }), 'Undermount sink');
    await user.click(within(shape).getByRole('button', { name: 'Add Cutout' }));
    const fromLeft = within(shape).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '100');
    expect(within(shape).getByRole('alert')).toHaveTextContent(
      'Stone Group 1, piece 1: Undermount sink 1 (30 × 16 in at 100, 2) lies outside the piece',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('heading', { name: 'Optimized Results' })).toBeNull();

    await user.clear(fromLeft);
    await user.type(fromLeft, '40');
    expect(
      within(group).getByRole('button', { name: 'Shape and cutouts, piece 1: L-shaped, 1 cutout' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen
      .getByRole('heading', { name: 'Stone Group 1 – Piece 1', level: 4 })
      .closest('li') as HTMLElement;
    expect(within(result).getByText('Area').nextSibling).toHaveTextContent('33.73 ft²');
    expect(within(result).getByText('Undermount sink').nextSibling).toHaveTextContent(
      '1 × $325.00 = $325.00',
    );
  });

  it("chooses a Bulk row's room, unit and edge from their lists", async () => {
    const { user } = renderEstimator();
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    const group = screen.getByRole('region', { name: 'Group Stone Group 1' });
    const choices = [
      [
        'Room Type, piece 1',
        'Kitchen',
        ['Kitchen', 'Bathroom', 'Laundry', 'Bar', 'Outdoor', 'Other'],
        'Bathroom',
      ],
      [
        'Unit, piece 1',
        'countertop',
        ['countertop', 'island', 'perimeter', 'vanity', 'backsplash', 'waterfall', 'bar top'],
        'vanity',
      ],
      ['Edge, piece 1', 'Eased', ['Eased', '1.5 mitered', 'Bullnose', 'Ogee', 'Beveled'], 'Ogee'],
    ] as const;
    for (const [name, first, options, chosen] of choices) {
      const field = within(group).getByRole('combobox', { name });
      expect(field).toHaveValue(first);
      expect(
        within(field)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(options);
      await user.selectOptions(field, chosen);
      expect(field).toHaveValue(chosen);
    }
  });

  it("moves a Bulk row's seam on its result card as on a Standard card, refuses a place the rules forbid, and saves the seam with the quote", async () => {
    const { user, network } = renderEstimator({
      'POST /api/quotes/save': { json: { success: true, data: savedSummary } },
      'POST /api/quotes/update-results': { json: { success: true, data: savedSummary } },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.test');
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    const group = screen.getByRole('region', { name: 'Group Stone Group 1' });
    await pickStone(user, group);
    await user.type(within(group).getByRole('textbox', { name: 'Width, piece 1' }), '120');
    await user.type(within(group).getByRole('textbox', { name: 'Depth, piece 1' }), '25.5');
    await user.click(within(group).getByRole('button', { name: /^Shape and cutouts, piece 1/ }));
    const shape = within(group).getByRole('group', { name: 'Shape and cutouts, Stone Group 1, piece 1' });
    await user.selectOptions(within(shape).getByRole('combobox', { name: 'Piece type' }), 'L-shaped');
    await user.click(within(shape).getByRole('button', { name: 'Add Cutout' }));
    const fromLeft = within(shape).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '50');

    // No 63 × 126 slab holds the L whole: the rules seam it at its inside corner, clear of the sink.
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = () =>
      screen.getByRole('heading', { name: 'Stone Group 1 – Piece 1', level: 4 }).closest('li') as HTMLElement;
    expect(
      within(result()).getByText(
        /^Piece 1 \(L-shaped 120 × 96, 25\.5 deep\) has 1 seam across leg B at the inside corner/,
      ),
    ).toBeInTheDocument();
    const move = within(result()).getByRole('form', { name: 'Move seam 1 of piece 1' });
    const seam = within(move).getByRole('textbox', { name: 'Seam 1 at' });
    expect(seam).toHaveValue('25.5');
    expect(seam).toHaveAccessibleDescription('in from the front edge');

    await user.clear(seam);
    await user.type(seam, '90');
    await user.click(within(move).getByRole('button', { name: 'Apply' }));
    expect(within(move).getByRole('alert')).toHaveTextContent(
      'Stone Group 1 – Piece 1: the seams leave a part 6 in long, shorter than the 12 in minimum',
    );
    expect(seam).toHaveAttribute('aria-invalid', 'true');
    expect(within(result()).getByText(/has 1 seam across leg B at the inside corner/)).toBeInTheDocument();

    await user.clear(seam);
    await user.type(seam, '40{Enter}');
    const moved = 'Piece 1 (L-shaped 120 × 96, 25.5 deep) has 1 seam at 40 in from the front edge';
    expect(await within(result()).findByText((text) => text.startsWith(moved))).toBeInTheDocument();
    expect(
      within(result()).getByRole('button', { name: 'Put seams back where the rules place them' }),
    ).toBeInTheDocument();

    // The DXF for the saw cuts where the seam was moved, read back with the project's DXF reader:
    // at 40 in the part with the corner is leg A and 14.5 in of leg B (3,429.75 in²), the other
    // the rest of leg B, 56 × 25.5 (1,428 in²); the rules' cut at 25.5 would give 3,060 and 1,797.75.
    const { files, click } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Download DXF' }));
    click.mockRestore();
    const drawing = readDxf(await files[0]!.blob.text());
    const outlineAreas = drawing.entities.flatMap((entity) =>
      entity.kind === 'polyline' && entity.closed
        ? [outlineArea(entity.points.map(({ x, y }): [number, number] => [x, y]))]
        : [],
    );
    expect(outlineAreas).toEqual(expect.arrayContaining([3429.75, 1428]));
    expect(outlineAreas).not.toContain(3060);

    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✓ Quote Q-1001 saved');
    const [saved] = network.to('POST /api/quotes/save');
    expect(saved?.body).toMatchObject({
      quote_data: { entryMode: 'bulk', groups: [{ pieces: [{ seamsAt: [{ axis: 'y', at: 40 }] }] }] },
    });

    // A new depth makes another piece: its seams go back where the rules place them.
    await user.click(screen.getByRole('button', { name: 'Back to Edit' }));
    const depth = within(screen.getByRole('region', { name: 'Group Stone Group 1' })).getByRole('textbox', {
      name: 'Depth, piece 1',
    });
    await user.clear(depth);
    await user.type(depth, '25.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await within(result()).findByText(/has 1 seam across leg B at the inside corner/),
    ).toBeInTheDocument();
    // The saved quote's results follow.
    expect(network.to('POST /api/quotes/update-results').at(-1)?.body).toMatchObject({
      results_data: { groups: [{ pieces: [{ seamsAt: [] }] }] },
    });
  });

  it('enters a pasted L in a Bulk group as one row that keeps its shape and true area', async () => {
    const list = 'Kitchen L-shaped 120 x 96, 25.5 deep';
    const { user } = renderEstimator(offlineReader(list));
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    await pasteList(user, list);
    expect(await screen.findByText('✓ Found 1 type. Please check the values.')).toBeInTheDocument();
    const groups = screen.getByRole('region', { name: 'Stone groups' });
    const widths = within(groups).getAllByRole('textbox', { name: /^Width, piece/ });
    expect(widths.map((field) => (field as HTMLInputElement).value)).toEqual(['120']);
    expect(within(groups).getByRole('textbox', { name: 'Depth, piece 1' })).toHaveValue('25.5');
    expect(within(groups).getByText('Total Area').nextSibling).toHaveTextContent('33.73 ft²');
    // The row opens on its shape: the legs as read, and what Width and Depth measure.
    const shape = within(groups).getByRole('group', { name: /^Shape and cutouts, .*piece 1$/ });
    expect(within(shape).getByRole('combobox', { name: 'Piece type' })).toHaveValue('l');
    expect(within(shape).getByRole('textbox', { name: 'Leg B (inches)' })).toHaveValue('96');
    expect(within(shape).getByText(/^Width is leg A/)).toBeInTheDocument();
    expect(
      within(shape).getByRole('img', { name: 'L-shaped piece 120" by 96", 33.73 ft²' }),
    ).toBeInTheDocument();
  });

  it('names on the card each piece of a drawing that was not read, with the reason, and never toasts a green ✓', async () => {
    const reason = 'Not read: depth 2.5 in looks too shallow for an island; check the size';
    const { user } = renderEstimator(
      dxfReadAs(
        { name: 'Sink run', width: 120, depth: 25.5, type: 'countertop' },
        { units: 'in', unitsAssumed: false, areaSqft: 21.25 },
        [{ text: 'ISLAND', reason }],
      ),
    );
    const drawing = new File(['0\nSECTION\n0\nEOF\n'], 'kitchen.dxf', { type: '' });
    await user.upload(within(typeCard('Type 1')).getByLabelText('Upload Drawing'), drawing);
    const notRead = (await screen.findByText('Not read from the drawing')).closest('[role="status"]');
    expect(notRead).not.toBeNull();
    expect(within(notRead as HTMLElement).getByRole('listitem')).toHaveTextContent(`ISLAND: ${reason}`);
    expect(
      await screen.findByText('Found 1 piece type in the drawing: 1 not read, see why on the card'),
    ).toBeInTheDocument();
  });

  it('says on the card when a drawing names no unit and the unit was taken from its sizes, without a green ✓', async () => {
    const { user } = renderEstimator(
      dxfReadAs(
        { name: 'Island', width: 96, depth: 42, type: 'island' },
        { units: 'mm', unitsAssumed: true, areaSqft: 28 },
      ),
    );
    const drawing = new File(['0\nSECTION\n0\nEOF\n'], 'island.dxf', { type: '' });
    await user.upload(within(typeCard('Type 1')).getByLabelText('Upload Drawing'), drawing);
    expect(
      await screen.findByText('Found 1 piece type in the drawing: its unit was assumed, see the card'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^✓ Found/)).not.toBeInTheDocument();
    const card = typeCard('Island');
    expect(within(card).getByText('Drawing units: millimeters (mm)')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Assumed: the file names no unit, so its sizes were read as millimeters. Check one known size against the drawing before quoting.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a drawing could not be read, with the server’s suggestions, on the card it was uploaded on', async () => {
    const { user, network } = renderEstimator({
      'POST /api/claude-extract-dimensions': {
        status: 422,
        json: {
          success: false,
          error: 'No dimensions found in the drawing',
          code: 'NO_DIMENSIONS',
          suggestions: ['Label each piece with its size'],
        },
      },
    });
    const card = typeCard('Type 1');
    const drawing = new File(['0\nSECTION\n0\nEOF\n'], 'kitchen.dxf', { type: '' });
    await user.upload(within(card).getByLabelText('Upload Drawing'), drawing);
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('No dimensions found in the drawing');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Label each piece with its size');
    expect(network.to('POST /api/claude-extract-dimensions')[0]?.body).toMatchObject({
      fileName: 'kitchen.dxf',
    });
  });
});
