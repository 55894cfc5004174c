import { PIECE_LENGTH_MESSAGE } from '@stonetool/domain/estimate/piece-input';
import { QUANTITY_MESSAGE } from '@stonetool/domain/limits';
import type { TParsedProduct } from '@stonetool/contracts/ai-import';
import type { TSaveQuoteResponse } from '@stonetool/contracts/quotes';
import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { readDxf } from '@stonetool/domain/import/dxf';
import { readProductList } from '@stonetool/domain/import/parse-product-list';
import { outlineArea } from '@stonetool/domain/shapes/outline';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { stone } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { Estimator } from './estimator';
import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import type { TRemnant } from '@stonetool/contracts/remnants';
import { CUTOUT_LABELS, CUTOUT_TYPES, DEFAULT_CUTOUT_PRICES } from '@stonetool/domain/shapes/cutouts';

// jsdom runs no workers: the estimate is computed in the test's own thread, as the worker would.
vi.mock('./estimate/run-estimate', () => ({
  runEstimate: (input: Parameters<typeof estimateQuote>[0]) => Promise.resolve(estimateQuote(input)),
}));

type Routes = Parameters<typeof fakeFetch>[0];

/** The business's cutout prices: its own undermount sink price, the rest at the defaults. */
const cutoutPriceRows: TCutoutPrice[] = CUTOUT_TYPES.map((type) => ({
  type,
  label: CUTOUT_LABELS[type],
  price_cents: type === 'undermount_sink' ? 32_500 : DEFAULT_CUTOUT_PRICES[type],
  is_default: type !== 'undermount_sink',
}));

function renderEstimator(routes: Routes = {}) {
  const network = fakeFetch({
    // The estimate prices a slab at what the business pays for it.
    'GET /api/stones': { json: [stone({ showroom_price: 1450 })] },
    // Without pricing the estimator falls back to each stone's Fab Cost and the spec's edges.
    'GET /api/fabrication/pricing': { status: 503, json: { success: false, error: 'Unavailable' } },
    'GET /api/fabrication/cutout-prices': { json: { success: true, data: cutoutPriceRows } },
    'GET /api/remnants': { json: { success: true, data: [] } },
    'GET /api/remnants/rate': { json: { success: true, data: { rate_cents_per_sqft: 0, is_default: true } } },
    ...routes,
  });
  const view = renderSignedIn(
    <Estimator
      authenticated
      readOnly={false}
      setsCutoutPrices
      showroomId="showroom-1"
      draftOwner="showroom-1|owner@example.test"
      header={(actions) =>
        actions ? (
          <button type="button" onClick={actions.onSaveQuote}>
            Save Quote
          </button>
        ) : null
      }
      footer={null}
    />,
  );
  return { ...view, network };
}

const typeCard = (name: string) => screen.getByRole('region', { name });

/** The server's offline reader answering the paste, as it does without an AI key. */
const offlineReader = (list: string): Routes => ({
  'POST /api/claude-parse-products': { json: { success: true, data: readProductList(list) } },
});

/**
 * Pastes a product list into its box, as a person does with a list copied from an e-mail, and asks
 * for it to be read. (Typed a key at a time, a list re-rendered the estimator once per character.)
 */
async function pasteList(user: UserEvent, list: string) {
  await user.click(screen.getByRole('textbox', { name: 'Paste a product list (optional)' }));
  await user.paste(list);
  await user.click(screen.getByRole('button', { name: 'Parse with AI' }));
}

/** Picks the fixture's stone through the card's cascade, as a person does, until one row matches. */
async function pickStone(user: UserEvent, card: HTMLElement) {
  const { Brand, Type, Color, Finish, Thickness } = stone();
  // The brands are listed once the catalogue is in.
  await within(card).findByRole('option', { name: Brand });
  await user.selectOptions(within(card).getByRole('combobox', { name: /^Brand/ }), Brand);
  await user.selectOptions(within(card).getByRole('combobox', { name: /^Stone Type/ }), Type);
  await user.type(within(card).getByRole('combobox', { name: /^Color/ }), `${Color}{Enter}`);
  await user.selectOptions(within(card).getByRole('combobox', { name: /^Finish/ }), Finish);
  await user.selectOptions(within(card).getByRole('combobox', { name: /^Slab Size/ }), '63 x 126');
  await user.selectOptions(within(card).getByRole('combobox', { name: /^Thickness/ }), Thickness);
  expect(within(card).getByText(/^1 matching option/)).toHaveTextContent(`${Brand} ${Type} ${Color}`);
}

const parsedProduct = (overrides: Partial<TParsedProduct> = {}): TParsedProduct => ({
  name: 'Island',
  width: 96,
  depth: 42,
  shape: null,
  quantity: 1,
  stoneType: null,
  features: [],
  confidence: 0.95,
  edgeDetail: 'Eased',
  pieceType: 'island',
  thickness: null,
  finish: null,
  sourceLine: 1,
  notes: [],
  ...overrides,
});

const savedSummary: TSaveQuoteResponse['data'] = {
  id: 'quote-1',
  quote_number: 'Q-1001',
  created_at: '2026-11-28T06:00:00.000Z',
  updated_at: '2026-11-28T06:00:00.000Z',
  valid_until: null,
  total_price: 0,
  total_slabs: 0,
  status: 'draft',
  customer_id: 'customer-1',
  customer_first_name: 'Ada',
  customer_last_name: 'Stone',
  customer_email: 'ada@example.test',
  not_priced: [],
};

/** The files the page saves: jsdom has no object URLs and navigates on a link's click, so both are caught. */
function catchDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:${blobs.push(blob)}`,
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs[Number(this.href.slice(5)) - 1]! });
  });
  return { files, click };
}

describe('the Expert Mode estimator', () => {
  it('names every piece field it cannot read when Calculate is pressed, and estimates nothing', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), 'long');
    await user.type(within(card).getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Type 1, Piece L: ${PIECE_LENGTH_MESSAGE}`);
    expect(alert).toHaveTextContent(`Type 1, Quantity: ${QUANTITY_MESSAGE}`);
    expect(alert).not.toHaveTextContent('Piece D');
    expect(screen.queryByRole('button', { name: 'View Results' })).toBeNull();
  });

  it('adds and removes countertop types', async () => {
    const { user } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Add Type' }));
    expect(typeCard('Type 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Type 2' }));
    expect(screen.queryByRole('region', { name: 'Type 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Type 1' })).toBeNull();
  });

  it('switches to stone groups in the Bulk interface and keeps the types for Standard', async () => {
    const { user } = renderEstimator();
    await user.type(within(typeCard('Type 1')).getByRole('textbox', { name: 'Piece D (inches)' }), '25');
    await user.click(screen.getByRole('radio', { name: 'Bulk' }));
    expect(screen.getByRole('region', { name: 'Stone groups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Stone Group' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(within(typeCard('Type 1')).getByRole('textbox', { name: 'Piece D (inches)' })).toHaveValue('25');
  });

  it('asks who the quote is for when Save Quote is pressed without a customer', async () => {
    const { user, network } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('dialog', { name: 'Save Quote' })).toBeInTheDocument();
    expect(network.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('estimates a piece entered on a type card and shows its result card', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li');
    expect(result).not.toBeNull();
    const { Brand, Type, Color } = stone();
    expect(
      within(result as HTMLElement).getByText(new RegExp(`${Brand} ${Type} ${Color}`)),
    ).toBeInTheDocument();
    expect(within(result as HTMLElement).getByText('Slabs needed').nextSibling).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(screen.getByRole('button', { name: 'View Results' })).toBeInTheDocument();
  });

  it("cuts a sink from a piece, names a cutout outside it, and prices the sink at the business's price", async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'New cutout' }), 'Undermount sink');
    await user.click(within(card).getByRole('button', { name: 'Add Cutout' }));
    const sink = within(card).getByRole('group', { name: 'Undermount sink 1' });
    expect(within(sink).getByRole('textbox', { name: 'Width (in)' })).toHaveValue('30');
    const fromLeft = within(sink).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '80');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Type 1: Undermount sink 1 (30 × 16 in at 80, 2) lies outside the piece',
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('heading', { name: 'Optimized Results' })).toBeNull();

    await user.clear(fromLeft);
    await user.type(fromLeft, '33');
    expect(within(card).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li') as HTMLElement;
    expect(within(result).getByText('Undermount sink').nextSibling).toHaveTextContent(
      '1 × $325.00 = $325.00',
    );
  });

  it('reads a cutout length as the piece fields do, says what another unit was read as, and names text that is no length', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '96');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'New cutout' }), 'Undermount sink');
    await user.click(within(card).getByRole('button', { name: 'Add Cutout' }));
    const cutout = within(card).getByRole('group', { name: 'Undermount sink 1' });
    const fromLeft = within(cutout).getByRole('textbox', { name: 'From left (in)' });
    await user.clear(fromLeft);
    await user.type(fromLeft, '25 1/2');
    expect(within(cutout).getByText('Read as 25.5 in')).toBeInTheDocument();
    await user.clear(fromLeft);
    await user.type(fromLeft, '1829 mm');
    expect(within(cutout).getByText('Read as 72.01 in')).toBeInTheDocument();
    await user.clear(fromLeft);
    await user.type(fromLeft, 'left of the tap');
    expect(within(cutout).getAllByRole('alert')[0]).toHaveTextContent(
      'From left (in): enter a length of 0 or more in inches or feet',
    );
    expect(fromLeft).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByRole('heading', { name: 'Optimized Results' })).toBeNull();
  });

  it('draws an L as its legs are typed, prices its true area, not its bounding box, and says where its seam lies', async () => {
    const { user } = renderEstimator();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Piece type' }), 'L-shaped');
    await user.type(within(card).getByRole('textbox', { name: 'Leg A (inches)' }), '120');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '25.5');
    const legB = within(card).getByRole('textbox', { name: 'Leg B (inches)' });
    expect(legB).toHaveValue('96');
    // Legs of 120 and 96 at 25.5 deep: 4,857.75 in², 33.73 ft² (the box would be 80 ft²).
    expect(
      within(card).getByRole('img', { name: 'L-shaped piece 120" by 96", 33.73 ft²' }),
    ).toBeInTheDocument();
    await user.clear(legB);
    await user.type(legB, '20');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      "Type 1: leg B (20) must be longer than leg A's depth (25.5)",
    );
    await user.clear(legB);
    await user.type(legB, '96');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    const result = screen.getByRole('heading', { name: 'Type 1', level: 4 }).closest('li') as HTMLElement;
    expect(within(result).getByText('Area').nextSibling).toHaveTextContent('33.73 ft²');
    // No 63 × 126 slab holds the L whole: it is cut where leg B meets leg A, said as the PDF says it.
    expect(
      within(result).getByText(
        'Piece 1 (L-shaped 120 × 96, 25.5 deep) has 1 seam across leg B at the inside corner: parts 120 × 25.5 + 25.5 × 70.5',
      ),
    ).toBeInTheDocument();
  });

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

  it('saves the quote for the customer on the contact card and says under which number', async () => {
    const { user, network } = renderEstimator({
      'POST /api/quotes/save': { json: { success: true, data: savedSummary } },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✓ Quote Q-1001 saved');
    expect(screen.getByText(/Working on quote Q-1001\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved Quotes (1)' })).toBeInTheDocument();
    const [saved] = network.to('POST /api/quotes/save');
    expect(saved?.body).toMatchObject({
      showroom_id: 'showroom-1',
      customer_data: { first_name: 'Ada', last_name: 'Stone', email: 'ada@example.test' },
    });
  });

  it('says which pieces a saved quote leaves out of its total, without a green ✓', async () => {
    const { user } = renderEstimator({
      'POST /api/quotes/save': {
        json: { success: true, data: { ...savedSummary, not_priced: ['Island: Price on request'] } },
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Stone');
    await user.type(screen.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Save Quote' }));
    const alert = await screen.findByText(/Quote Q-1001 saved, but its total leaves out/);
    expect(alert).toHaveTextContent(
      '❌ Quote Q-1001 saved, but its total leaves out 1 piece not priced (Island: Price on request)',
    );
    expect(alert).not.toHaveTextContent('✓');
    expect(screen.getByText(/Working on quote Q-1001\./)).toBeInTheDocument();
  });

  it('names on the card each piece of a drawing that was not read, with the reason, and never toasts a green ✓', async () => {
    const reason = 'Not read: depth 2.5 in looks too shallow for an island; check the size';
    const { user } = renderEstimator({
      'POST /api/claude-extract-dimensions': {
        status: 200,
        json: {
          success: true,
          data: {
            pieces: [
              {
                name: 'Sink run',
                width: 120,
                depth: 25.5,
                edgeDetail: 'Eased',
                type: 'countertop',
                notes: '',
                quantity: 1,
                confidence: 0.95,
              },
            ],
            summary: {
              confidence: 0.95,
              drawingType: 'dxf',
              method: 'geometry',
              totalPieces: 1,
              units: 'in',
              areaSqft: 21.25,
              outlines: [],
            },
            unreadPieces: [{ text: 'ISLAND', reason }],
          },
          suggestions: [],
        },
      },
    });
    const drawing = new File(['0\nSECTION\n0\nEOF\n'], 'kitchen.dxf', { type: '' });
    await user.upload(within(typeCard('Type 1')).getByLabelText('Upload Drawing'), drawing);
    const notRead = (await screen.findByText('Not read from the drawing')).closest('[role="status"]');
    expect(notRead).not.toBeNull();
    expect(within(notRead as HTMLElement).getByRole('listitem')).toHaveTextContent(`ISLAND: ${reason}`);
    expect(
      await screen.findByText('Found 1 piece type in the drawing: 1 not read, see why on the card'),
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

describe('Use Remnants First', () => {
  const { Brand, Type, Color, Finish, Thickness } = stone();
  const rackB: TRemnant = {
    id: '7d0c5a1e-4a59-4f1e-9f0e-1d2c3b4a5e6f',
    brand: Brand,
    type: Type,
    color: Color,
    thickness: Thickness,
    finish: Finish,
    width: 52.25,
    height: 25.5,
    location: 'Rack B',
    note: null,
    created_at: '2026-11-28T10:00:00.000Z',
    reserved_for: null,
    cut_for: null,
    source_quote_id: null,
    source_remnant_id: null,
  };

  async function calculateVanity(user: UserEvent) {
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '40');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '20');
    await user.click(screen.getByRole('checkbox', { name: 'Use Remnants First' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
  }

  it('places the piece on the matching remnant, names both on the card, draws the remnant, and opens no slab', async () => {
    const { user } = renderEstimator({ 'GET /api/remnants': { json: { success: true, data: [rackB] } } });
    await calculateVanity(user);
    const remnantsCard = screen.getByRole('region', { name: 'Remnants First' });
    expect(remnantsCard).toHaveTextContent(
      `Remnant 7d0c5a1e (Rack B): ${Brand} ${Color} ${Thickness} ${Finish}, 52.25" x 25.5"`,
    );
    expect(remnantsCard).toHaveTextContent('Type 1, piece 1 (40" x 20")');
    expect(remnantsCard).toHaveTextContent(
      'Material on remnants at $0.00 per sq ft: $0.00 (the slab was already paid).',
    );
    expect(screen.getByText('Total Slabs Needed').nextSibling).toHaveTextContent('0');
    // The type's own card says where its piece is cut from.
    const quote = screen.getByRole('region', { name: 'Quote' });
    expect(
      within(quote).getByText(
        'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant 7d0c5a1e (Rack B), 52.25" x 25.5".',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Remnant 7d0c5a1e \(Rack B\), 52\.25" x 25\.5", remnant 1 of 1: 1 pieces/,
      }),
    ).toBeInTheDocument();

    // No slab: the file is offered with the remnant's layout, the remnant on a layer of its own.
    const { files, click } = catchDownloads();
    const remnantLayouts = screen.getByRole('region', { name: 'Remnant Layouts' });
    await user.click(within(remnantLayouts).getByRole('button', { name: 'Download DXF' }));
    click.mockRestore();
    const text = await files[0]!.blob.text();
    expect(text).toContain('REMNANT-7d0c5a1e-Rack-B');
    expect(text).toContain('Remnant 7d0c5a1e (Rack B): 52.25 x 25.5 in');
  });

  it('prices the piece on a remnant at the rate the owner saves, and names the rate on the card', async () => {
    const { user, network } = renderEstimator({
      'GET /api/remnants': { json: { success: true, data: [rackB] } },
      'PUT /api/remnants/rate': {
        json: { success: true, data: { rate_cents_per_sqft: 1000, is_default: false } },
      },
    });
    const rateForm = await screen.findByRole('form', { name: 'Remnant rate' });
    const rate = within(rateForm).getByRole('textbox', { name: 'Remnant rate ($ per sq ft)' });
    await within(rateForm).findByText('Default: the slab was already paid');
    await user.clear(rate);
    await user.type(rate, 'ten');
    await user.click(within(rateForm).getByRole('button', { name: 'Save Remnant Rate' }));
    expect(await within(rateForm).findByText('Enter dollars, such as 12.50')).toBeInTheDocument();
    expect(network.to('PUT /api/remnants/rate')).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '10');
    await user.click(within(rateForm).getByRole('button', { name: 'Save Remnant Rate' }));
    expect(await within(rateForm).findByRole('status')).toHaveTextContent('Remnant rate saved.');
    expect(network.to('PUT /api/remnants/rate').map((request) => request.body)).toEqual([
      { rate_cents_per_sqft: 1000 },
    ]);

    await calculateVanity(user);
    // 40 x 20 in is 5.556 sq ft: $55.56 at $10.00 per sq ft.
    expect(screen.getByRole('region', { name: 'Remnants First' })).toHaveTextContent(
      'Material on remnants at $10.00 per sq ft: $55.56.',
    );
  });

  it('leaves a remnant another accepted quote reserved on the rack, naming the quote', async () => {
    const reserved = {
      ...rackB,
      reserved_for: { quote_id: '5f1e2d3c-4b5a-4697-8877-66554433aa11', quote_number: 'Q-2026-001042' },
    };
    const { user } = renderEstimator({ 'GET /api/remnants': { json: { success: true, data: [reserved] } } });
    await calculateVanity(user);
    const remnantsCard = screen.getByRole('region', { name: 'Remnants First' });
    expect(within(remnantsCard).getByRole('status')).toHaveTextContent(
      'every remnant that matches a stone of this quote is reserved for another accepted quote',
    );
    expect(
      within(remnantsCard).getByRole('list', { name: 'Remnants reserved for other quotes' }),
    ).toHaveTextContent(
      `Remnant 7d0c5a1e (Rack B): ${Brand} ${Color} ${Thickness} ${Finish}, 52.25" x 25.5" matches, but it is reserved for accepted quote Q-2026-001042: not used.`,
    );
    expect(screen.getByText('Total Slabs Needed').nextSibling).toHaveTextContent('1');
  });

  it('says when the setting is on but none of the remnants is of the stone', async () => {
    const { user } = renderEstimator({
      'GET /api/remnants': { json: { success: true, data: [{ ...rackB, color: 'Calacatta Nuvo' }] } },
    });
    await calculateVanity(user);
    expect(
      within(screen.getByRole('region', { name: 'Remnants First' })).getByRole('status'),
    ).toHaveTextContent('Use Remnants First is on, but none of your remnants matches a stone of this quote');
    expect(screen.getByText('Total Slabs Needed').nextSibling).toHaveTextContent('1');
  });

  it('is off until chosen, and then no card speaks of remnants', async () => {
    const { user } = renderEstimator({ 'GET /api/remnants': { json: { success: true, data: [rackB] } } });
    expect(screen.getByRole('checkbox', { name: 'Use Remnants First' })).not.toBeChecked();
    const card = typeCard('Type 1');
    await pickStone(user, card);
    await user.type(within(card).getByRole('textbox', { name: 'Piece L (inches)' }), '40');
    await user.type(within(card).getByRole('textbox', { name: 'Piece D (inches)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('heading', { name: 'Optimized Results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remnants First' })).toBeNull();
    expect(screen.getByText('Total Slabs Needed').nextSibling).toHaveTextContent('1');
  });
});
