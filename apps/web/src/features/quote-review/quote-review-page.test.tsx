import {
  QUOTE_LINK_EXPIRED,
  QUOTE_LINK_NOT_FOUND,
  SIGNATURE_REQUIRED,
  TERMS_REQUIRED,
  type TPublicQuote,
} from '@stonetool/contracts/quote-links';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as navigation from '../../lib/navigation';
import { leaveFor } from '../../lib/navigation';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { QuoteReviewPage } from './quote-review-page';

// jsdom cannot leave the page: the test reads where the page sent the client instead.
vi.mock('../../lib/navigation', async (actual) => ({
  ...(await actual<typeof navigation>()),
  leaveFor: vi.fn(),
}));

const TOKEN = 'tok_123-abc';
const URL = `/api/public/quotes/${TOKEN}`;
const HASH = 'a'.repeat(64);

/** A two-line quote whose island (130 in) is split at one seam across two slabs. */
const quote: TPublicQuote = {
  quote_number: 'Q-2026-001042',
  name: 'Rivera kitchen',
  customer_name: 'Maria Rivera',
  issued_at: '2026-11-28T10:00:00.000Z',
  valid_until: '2026-12-28T10:00:00.000Z',
  lines: [
    {
      number: 1,
      name: 'Perimeter',
      stone: 'Caesarstone Quartz Calacatta Nuvo',
      finish: 'Polished',
      thickness: '3cm',
      edge_detail: 'Eased',
      quantity: 1,
      width_in: 96,
      depth_in: 25.5,
      area_sqft: 17,
      slabs: 2,
      seam_notice: null,
      remnant_notice: null,
      price_cents: 342600,
      problem: null,
    },
    {
      number: 2,
      name: 'Island',
      stone: 'Caesarstone Quartz Calacatta Nuvo',
      finish: 'Polished',
      thickness: '3cm',
      edge_detail: 'Eased',
      quantity: 1,
      width_in: 130,
      depth_in: 30,
      area_sqft: 27.08,
      slabs: 2,
      seam_notice: 'Piece 2 (130 × 30) has 1 seam at 65 in from the left end: parts 65 × 30 + 65 × 30',
      remnant_notice: null,
      price_cents: 520050,
      problem: null,
    },
  ],
  totals: {
    total_slabs: 2,
    material_price_cents: 522000,
    fabrication_price_cents: 340650,
    installation_price_cents: null,
    total_price_cents: 862650,
  },
  layouts: [
    {
      title: 'Caesarstone Quartz Calacatta Nuvo',
      slab_width: 126,
      slab_height: 63,
      slabs: [
        {
          index: 0,
          efficiency: 60,
          pieces: [
            { productIndex: 0, pieceIndex: 0, x: 0, y: 0, width: 96, depth: 25.5, rotated: false },
            {
              productIndex: 1,
              pieceIndex: 0,
              x: 0,
              y: 26,
              width: 65,
              depth: 30,
              rotated: false,
              seam: { part: 0, of: 2, along: 'x', lines: [[65, 26, 65, 56]] },
              cutouts: [
                {
                  type: 'undermount_sink',
                  name: 'Undermount sink 1',
                  x: 10,
                  y: 33,
                  width: 30,
                  depth: 16,
                  acrossSeam: false,
                },
              ],
            },
          ],
        },
        {
          index: 1,
          efficiency: 25,
          pieces: [
            {
              productIndex: 1,
              pieceIndex: 0,
              x: 0,
              y: 0,
              width: 65,
              depth: 30,
              rotated: false,
              seam: { part: 1, of: 2, along: 'x', lines: [[0, 0, 0, 30]] },
            },
          ],
        },
      ],
    },
  ],
  remnants: [],
  business: {
    name: 'Granite Works',
    email: 'hello@granite.example',
    phone: '555-0100',
    address: null,
    logo_url: null,
    primary_color: '#123456',
    secondary_color: '#abcdef',
  },
  version_hash: HASH,
  review_state: 'open',
  accepted: null,
  changes_requested_at: null,
  deposit: null,
  superseded: null,
  progress: [],
};

const answer = (data: TPublicQuote) => ({ json: { success: true, data } });

describe('the client quote page', () => {
  it('shows the business, the items, the total and the layouts with the seams marked', async () => {
    const network = fakeFetch({ [`GET ${URL}`]: answer(quote) });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Quote Q-2026-001042' })).toBeInTheDocument();
    expect(screen.getByText('Granite Works')).toBeInTheDocument();
    expect(screen.getByText('Prepared for Maria Rivera')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Quote items' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '1. Perimeter',
      '2. Island',
    ]);
    expect(
      within(items[1]!).getByText(
        'Piece 2 (130 × 30) has 1 seam at 65 in from the left end: parts 65 × 30 + 65 × 30',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$8,626.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /slab 1 of 2/ })).toBeInTheDocument();
    expect(screen.getAllByText('Seam', { selector: 'title' })).toHaveLength(1);
    expect(
      screen.getByText('Undermount sink 1 on part 2a of Island', { selector: 'title' }),
    ).toBeInTheDocument();
    // The link's token is the credential: the signed-in session's token is never sent with it.
    expect(network.to(`GET ${URL}`)[0]?.headers['authorization']).toBeUndefined();
  });

  it('says which piece is cut from which remnant and draws the remnant with it', async () => {
    const vanity = {
      ...quote.lines[0]!,
      number: 3,
      name: 'Vanity',
      width_in: 40,
      area_sqft: 7.08,
      slabs: 0,
      remnant_notice:
        'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant 7d0c5a1e, 52.25" x 30".',
    };
    fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        lines: [...quote.lines, vanity],
        remnants: [
          {
            name: 'Remnant 7d0c5a1e',
            stone: 'Caesarstone Calacatta Nuvo 3cm',
            width: 52.25,
            height: 30,
            efficiency: 65,
            pieces: [{ productIndex: 2, pieceIndex: 0, x: 0, y: 0, width: 40, depth: 25.5, rotated: false }],
          },
        ],
      }),
    });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    const items = within(await screen.findByRole('list', { name: 'Quote items' })).getAllByRole('listitem');
    expect(
      within(items[2]!).getByText(
        'Cut from a remnant (stone left over from an earlier job), priced at the remnant rate: Remnant 7d0c5a1e, 52.25" x 30".',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pieces cut from remnants' })).toBeInTheDocument();
    const drawing = screen.getByRole('img', {
      name: /^Remnant 7d0c5a1e: Caesarstone Calacatta Nuvo 3cm, 52.25" x 30", remnant 1 of 1: 1 pieces/,
    });
    expect(within(drawing).getByText('Vanity: 40" x 25.5"', { selector: 'title' })).toBeInTheDocument();
  });

  it('asks for a typed name and the terms before accepting, then sends them with the version shown', async () => {
    let accepted = false;
    const network = fakeFetch({
      [`GET ${URL}`]: () =>
        answer(
          accepted
            ? {
                ...quote,
                review_state: 'accepted',
                accepted: { signature_name: 'Maria Rivera', accepted_at: '2026-11-29T09:00:00.000Z' },
              }
            : quote,
        ),
      [`POST ${URL}/accept`]: () => {
        accepted = true;
        return {
          json: {
            success: true,
            data: {
              review_state: 'accepted',
              signature_name: 'Maria Rivera',
              accepted_at: '2026-11-29T09:00:00.000Z',
              version_hash: HASH,
              deposit: null,
            },
          },
        };
      },
    });
    const { user } = renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText(SIGNATURE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(TERMS_REQUIRED)).toBeInTheDocument();
    expect(network.to(`POST ${URL}/accept`)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Maria Rivera');
    await user.click(screen.getByRole('checkbox', { name: /I have reviewed this quote/ }));
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText(/Accepted by Maria Rivera on Nov 29, 2026/)).toBeInTheDocument();
    expect(network.to(`POST ${URL}/accept`)[0]?.body).toEqual({
      signature_name: 'Maria Rivera',
      accept_terms: true,
      version_hash: HASH,
    });
    expect(screen.queryByRole('button', { name: 'Accept Quote' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the accept is refused", async () => {
    fakeFetch({
      [`GET ${URL}`]: answer(quote),
      [`POST ${URL}/accept`]: {
        status: 409,
        json: { success: false, error: 'The quote has changed since you opened it.' },
      },
    });
    const { user } = renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    await user.type(await screen.findByRole('textbox', { name: 'Your full name' }), 'Maria Rivera');
    await user.click(screen.getByRole('checkbox', { name: /I have reviewed this quote/ }));
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote has changed since you opened it.');
  });

  it('sends a request for changes with its note', async () => {
    const network = fakeFetch({
      [`GET ${URL}`]: answer(quote),
      [`POST ${URL}/request-changes`]: {
        json: {
          success: true,
          data: { review_state: 'changes_requested', requested_at: '2026-11-29T09:00:00.000Z' },
        },
      },
    });
    const { user } = renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    await user.type(
      await screen.findByRole('textbox', { name: 'What would you like changed?' }),
      'A shorter island, please',
    );
    await user.click(screen.getByRole('button', { name: 'Request Changes' }));
    expect(
      await screen.findByText('Your request was sent. You will receive a revised quote.'),
    ).toBeInTheDocument();
    expect(network.to(`POST ${URL}/request-changes`)[0]?.body).toEqual({ note: 'A shorter island, please' });
  });

  it.each([
    [404, QUOTE_LINK_NOT_FOUND, 'Quote not found'],
    [410, QUOTE_LINK_EXPIRED, 'This quote link is no longer active'],
  ])('answers a %i link with a page that says what to do', async (status, message, title) => {
    fakeFetch({ [`GET ${URL}`]: { status, json: { success: false, error: message } } });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says the deposit accepting asks, then Pay deposit opens Stripe’s payment page', async () => {
    const due = { percent: 50, amount_cents: 431325, status: 'due' as const, paid_at: null };
    const network = fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        review_state: 'accepted',
        accepted: { signature_name: 'Maria Rivera', accepted_at: '2026-11-29T09:00:00.000Z' },
        deposit: due,
      }),
      [`POST ${URL}/deposit`]: {
        json: {
          success: true,
          data: { checkout_url: 'https://checkout.stripe.test/c/1', amount_cents: 431325 },
        },
      },
    });
    const { user } = renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText(/asks a deposit of \$4,313\.25 \(50 % of the total\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay deposit $4,313.25' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
    expect(network.to(`POST ${URL}/deposit`)).toHaveLength(1);
    expect(network.to(`POST ${URL}/deposit`)[0]?.headers['authorization']).toBeUndefined();
  });

  it('tells the client before signing what deposit accepting asks', async () => {
    fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        deposit: { percent: 50, amount_cents: 431325, status: 'due', paid_at: null },
      }),
    });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(
      await screen.findByText(
        'Accepting asks a deposit of $4,313.25 (50 % of the total), paid by card on the next step.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });

  it('shows the deposit paid once Stripe reported it', async () => {
    fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        review_state: 'accepted',
        accepted: { signature_name: 'Maria Rivera', accepted_at: '2026-11-29T09:00:00.000Z' },
        deposit: { percent: 50, amount_cents: 431325, status: 'paid', paid_at: '2026-11-29T09:05:00.000Z' },
      }),
    });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Deposit paid' })).toBeInTheDocument();
    expect(screen.getByText(/Your deposit of \$4,313\.25 was received on Nov 29, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });

  it('says a superseded quote was replaced, names the revision, and links nothing', async () => {
    fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        review_state: 'accepted',
        accepted: { signature_name: 'Maria Rivera', accepted_at: '2026-11-29T09:00:00.000Z' },
        deposit: { percent: 50, amount_cents: 431325, status: 'due', paid_at: null },
        superseded: { quote_number: 'Q-2026-001050', superseded_at: '2026-11-30T09:00:00.000Z' },
      }),
    });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(
      await screen.findByText(
        /This quote was superseded by a revised quote, Q-2026-001050, on Nov 30, 2026\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });

  it('shows the job’s progress after acceptance: the steps recorded with their days, the rest not yet', async () => {
    fakeFetch({
      [`GET ${URL}`]: answer({
        ...quote,
        review_state: 'accepted',
        accepted: { signature_name: 'Maria Rivera', accepted_at: '2026-11-29T09:00:00.000Z' },
        progress: [
          { step: 'templated', label: 'Templated', date: '2026-12-02' },
          { step: 'fabricating', label: 'Fabricating', date: '2026-12-07' },
        ],
      }),
    });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Job progress' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Job steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓ TemplatedDec 2, 2026',
      '✓ FabricatingDec 7, 2026',
      '○ InstalledNot yet',
    ]);
    expect(screen.getByText('As recorded by Granite Works.')).toBeInTheDocument();
  });

  it('shows no job progress before the client accepts', async () => {
    fakeFetch({ [`GET ${URL}`]: answer(quote) });
    renderSignedIn(<QuoteReviewPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Quote Q-2026-001042' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job progress' })).not.toBeInTheDocument();
  });
});
