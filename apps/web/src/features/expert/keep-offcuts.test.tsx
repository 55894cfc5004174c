import type { TKeptOffcuts, TRemnant } from '@stonetool/contracts/remnants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { KeepOffcuts } from './keep-offcuts';

const quote = { serverId: '5f1e2d3c-4b5a-4697-8877-66554433aa11', quoteNumber: 'Q-2026-001042' };
const url = `POST /api/quotes/${quote.serverId}/keep-offcuts`;

const remnant = (id: string, width: number, height: number): TRemnant => ({
  id,
  brand: 'Caesarstone',
  type: 'Quartz',
  color: 'Calacatta Nuvo',
  thickness: '3cm',
  finish: 'Polished',
  width,
  height,
  location: null,
  note: `Offcut of quote ${quote.quoteNumber}, slab 1 of 1 of Caesarstone Quartz Calacatta Nuvo, at x 0 in, y 25.625 in of its layout.`,
  created_at: '2026-11-28T10:00:00.000Z',
  reserved_for: null,
  cut_for: null,
  source_quote_id: null,
  source_remnant_id: null,
});

const kept = (over: Partial<TKeptOffcuts>): TKeptOffcuts => ({
  quote_id: quote.serverId,
  quote_number: quote.quoteNumber,
  kept_at: '2026-11-28T10:00:00.000Z',
  already_kept: false,
  min_length: 24,
  min_width: 12,
  cut_remnants: [],
  remnants: [
    remnant('1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 126, 37.375),
    remnant('2b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 25.875, 25.5),
  ],
  ...over,
});

describe('Keep Offcuts', () => {
  it('keeps the saved quote’s leftovers at the size typed, and says how many and their sizes', async () => {
    const network = fakeFetch({ [url]: { json: { success: true, data: kept({ min_width: 12.5 }) } } });
    const { user } = renderSignedIn(<KeepOffcuts quote={quote} unsaved={false} />);
    const form = screen.getByRole('form', { name: 'Keep offcuts' });
    expect(within(form).getByRole('textbox', { name: 'Minimum length (in)' })).toHaveValue('24');
    const width = within(form).getByRole('textbox', { name: 'Minimum width (in)' });
    expect(width).toHaveValue('12');

    await user.clear(width);
    await user.type(width, '30');
    await user.click(within(form).getByRole('button', { name: 'Keep Offcuts' }));
    expect(
      await within(form).findByText('Minimum width is the shorter side: at most the minimum length'),
    ).toBeVisible();
    expect(network.to(url)).toEqual([]);

    await user.clear(width);
    await user.type(width, '12 1/2');
    await user.click(within(form).getByRole('button', { name: 'Keep Offcuts' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Kept 2 remnants from the slabs of quote Q-2026-001042: 126 × 37.375 in, 25.875 × 25.5 in.',
    );
    expect(network.to(url).map((request) => request.body)).toEqual([{ min_length: 24, min_width: 12.5 }]);
  });

  it('says when the offcuts were kept before and nothing was added', async () => {
    fakeFetch({
      [url]: {
        json: {
          success: true,
          data: kept({
            already_kept: true,
            remnants: [remnant('1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 126, 37.375)],
          }),
        },
      },
    });
    const { user } = renderSignedIn(<KeepOffcuts quote={quote} unsaved={false} />);
    await user.click(screen.getByRole('button', { name: 'Keep Offcuts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The offcuts of quote Q-2026-001042 were kept on Nov 28, 2026; nothing was added. Still kept: 1 remnant, 126 × 37.375 in.',
    );
  });

  it('says when no leftover is big enough', async () => {
    fakeFetch({ [url]: { json: { success: true, data: kept({ remnants: [] }) } } });
    const { user } = renderSignedIn(<KeepOffcuts quote={quote} unsaved={false} />);
    await user.click(screen.getByRole('button', { name: 'Keep Offcuts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No leftover of at least 24 × 12 in on the slabs of quote Q-2026-001042: no remnant kept.',
    );
  });

  it('says which remnant the quote was cut from is used up, and what is kept of what is left of it', async () => {
    const rack: TRemnant = {
      ...remnant('7d0c5a1e-4a59-4f1e-9f0e-1d2c3b4a5e6f', 80, 40),
      location: 'Rack C',
      note: null,
      cut_for: { quote_id: quote.serverId, quote_number: quote.quoteNumber },
    };
    const leftover: TRemnant = {
      ...remnant('3b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', 39.875, 40),
      source_quote_id: quote.serverId,
      source_remnant_id: rack.id,
    };
    fakeFetch({
      [url]: { json: { success: true, data: kept({ remnants: [leftover], cut_remnants: [rack] }) } },
    });
    const { user } = renderSignedIn(<KeepOffcuts quote={quote} unsaved={false} />);
    await user.click(screen.getByRole('button', { name: 'Keep Offcuts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No slab of quote Q-2026-001042 left an offcut of at least 24 × 12 in. Remnant 7d0c5a1e (Rack C) is used up by quote Q-2026-001042; kept of what is left of it: 1 remnant, 39.875 × 40 in.',
    );
  });

  it('cannot be pressed before the quote is saved, or with changes not saved, and says why', () => {
    fakeFetch({});
    const { unmount } = renderSignedIn(<KeepOffcuts quote={null} unsaved={false} />);
    expect(screen.getByRole('button', { name: 'Keep Offcuts' })).toBeDisabled();
    expect(screen.getByText('Save the quote to keep its offcuts.')).toBeVisible();
    unmount();
    renderSignedIn(<KeepOffcuts quote={quote} unsaved />);
    expect(screen.getByRole('button', { name: 'Keep Offcuts' })).toBeDisabled();
    expect(
      screen.getByText('Save your changes first: the offcuts are kept from quote Q-2026-001042 as saved.'),
    ).toBeVisible();
  });

  it('shows the server’s reason when it keeps nothing', async () => {
    fakeFetch({
      [url]: { status: 404, json: { success: false, error: 'Quote not found', code: 'NOT_FOUND' } },
    });
    const { user } = renderSignedIn(<KeepOffcuts quote={quote} unsaved={false} />);
    await user.click(screen.getByRole('button', { name: 'Keep Offcuts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quote not found');
  });
});
