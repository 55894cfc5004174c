import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import { CUTOUT_LABELS, CUTOUT_TYPES, DEFAULT_CUTOUT_PRICES } from '@stonetool/domain/shapes/cutouts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderSignedIn } from '../../test/render';
import { CutoutPriceList } from './cutout-price-list';

const defaults: TCutoutPrice[] = CUTOUT_TYPES.map((type) => ({
  type,
  label: CUTOUT_LABELS[type],
  price_cents: DEFAULT_CUTOUT_PRICES[type],
  is_default: true,
}));

describe('the cutout price list in the settings', () => {
  it('sends only the prices typed on, in cents, and names a price it cannot read', async () => {
    const network = fakeFetch({
      'PUT /api/fabrication/cutout-prices': {
        json: {
          success: true,
          data: defaults.map((row) =>
            row.type === 'cooktop' ? { ...row, price_cents: 17_550, is_default: false } : row,
          ),
        },
      },
    });
    const { user } = renderSignedIn(<CutoutPriceList prices={defaults} editable />);
    const cooktop = screen.getByRole('textbox', { name: 'Cooktop ($)' });
    expect(cooktop).toHaveValue('150.00');
    await user.clear(cooktop);
    await user.type(cooktop, 'lots');
    expect(screen.getByText('Enter a price in dollars, such as 250.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Cutout Prices' })).toBeDisabled();
    await user.clear(cooktop);
    await user.type(cooktop, '175.50');
    await user.click(screen.getByRole('button', { name: 'Save Cutout Prices' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cutout prices saved.');
    expect(network.to('PUT /api/fabrication/cutout-prices').map((request) => request.body)).toEqual([
      { prices: [{ type: 'cooktop', price_cents: 17_550 }] },
    ]);
  });

  it("shows a team member the owner's prices, read-only, and says who changes them", () => {
    const prices = defaults.map((row) =>
      row.type === 'cooktop' ? { ...row, price_cents: 17_550, is_default: false } : row,
    );
    renderSignedIn(<CutoutPriceList prices={prices} editable={false} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Cutout Prices' })).not.toBeInTheDocument();
    expect(screen.getByText('Cooktop').nextElementSibling).toHaveTextContent('$175.50');
    expect(screen.getByText('Undermount sink').nextElementSibling).toHaveTextContent(
      /^\$[\d,]+\.\d{2} \(default\)$/,
    );
    expect(
      screen.getByText('Your quotes use these prices. Only the business owner can change them.'),
    ).toBeInTheDocument();
  });
});
