import { estimateQuote } from '@stonetool/domain/estimate/estimate-quote';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stone } from '../../test/fixtures';
import type { TRemnant } from '@stonetool/contracts/remnants';
import { renderEstimator, typeCard, pickStone, catchDownloads } from './estimator-testing';

// jsdom runs no workers: the estimate is computed in the test's own thread, as the worker would.
vi.mock('./estimate/run-estimate', () => ({
  runEstimate: (input: Parameters<typeof estimateQuote>[0]) => Promise.resolve(estimateQuote(input)),
}));

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
