import type { TParsedProduct } from '@stonetool/contracts/ai-import';
import type { TSaveQuoteResponse } from '@stonetool/contracts/quotes';
import { readProductList } from '@stonetool/domain/import/parse-product-list';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { stone } from '../../test/fixtures';
import { renderSignedIn } from '../../test/render';
import { Estimator } from './estimator';
import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import { CUTOUT_LABELS, CUTOUT_TYPES, DEFAULT_CUTOUT_PRICES } from '@stonetool/domain/shapes/cutouts';

// What the estimator's component tests share (estimator*.test.tsx): the screen as a fabricator
// opens it, and the steps a person takes on it.

type Routes = Parameters<typeof fakeFetch>[0];

/** The business's cutout prices: its own undermount sink price, the rest at the defaults. */
const cutoutPriceRows: TCutoutPrice[] = CUTOUT_TYPES.map((type) => ({
  type,
  label: CUTOUT_LABELS[type],
  price_cents: type === 'undermount_sink' ? 32_500 : DEFAULT_CUTOUT_PRICES[type],
  is_default: type !== 'undermount_sink',
}));

export function renderEstimator(routes: Routes = {}) {
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

export const typeCard = (name: string) => screen.getByRole('region', { name });

/** The server's offline reader answering the paste, as it does without an AI key. */
export const offlineReader = (list: string): Routes => ({
  'POST /api/claude-parse-products': { json: { success: true, data: readProductList(list) } },
});

/**
 * Pastes a product list into its box, as a person does with a list copied from an e-mail, and asks
 * for it to be read. (Typed a key at a time, a list re-rendered the estimator once per character.)
 */
export async function pasteList(user: UserEvent, list: string) {
  await user.click(screen.getByRole('textbox', { name: 'Paste a product list (optional)' }));
  await user.paste(list);
  await user.click(screen.getByRole('button', { name: 'Parse with AI' }));
}

/** Picks the fixture's stone through the card's cascade, as a person does, until one row matches. */
export async function pickStone(user: UserEvent, card: HTMLElement) {
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

export const parsedProduct = (overrides: Partial<TParsedProduct> = {}): TParsedProduct => ({
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

export const savedSummary: TSaveQuoteResponse['data'] = {
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
export function catchDownloads() {
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
