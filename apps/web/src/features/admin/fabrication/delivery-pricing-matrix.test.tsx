import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, savedAs } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { DeliveryPricingMatrix } from './delivery-pricing-matrix';

function renderMatrix() {
  const network = fakeFetch({
    'GET /api/admin/delivery-pricing': { json: { success: true, data: [] } },
    'GET /api/admin/wholesale-pricing': {
      json: { success: true, brands: ['Artisan Quartz'], brandMsrpData: {}, brandCostData: {} },
    },
    'POST /api/admin/delivery-pricing': savedAs({ id: 'rule-1' }),
  });
  return { ...renderSignedIn(<DeliveryPricingMatrix />), network };
}

describe('the Delivery Pricing Matrix', () => {
  it('checks a new brand rule in the spec’s words, then creates it with its per-slab amount', async () => {
    const { user, network } = renderMatrix();
    const matrix = await screen.findByRole('region', { name: 'Delivery Pricing Matrix' });
    await user.click(within(matrix).getByRole('button', { name: 'Edit Pricing' }));
    await user.click(within(matrix).getByRole('button', { name: 'Add Brand' }));
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(within(matrix).getByRole('alert')).toHaveTextContent(
      'All rules must have a brand and pricing type',
    );

    const row = within(matrix).getByRole('group', { name: 'Delivery pricing for new brand' });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Brand' }), 'Artisan Quartz');
    const rule = within(matrix).getByRole('group', { name: 'Delivery pricing for Artisan Quartz' });
    await user.selectOptions(within(rule).getByRole('combobox', { name: 'Pricing Type' }), 'per_slab');
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(within(matrix).getByRole('alert')).toHaveTextContent(
      'Artisan Quartz: Per-slab amount is required',
    );

    await user.type(within(rule).getByRole('spinbutton', { name: 'Per-Slab Amount ($)' }), '62.5');
    await user.type(within(rule).getByRole('textbox', { name: 'Notes' }), 'Truck from Dallas');
    await user.click(within(rule).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(matrix).getByRole('button', { name: 'Save Changes' }));
    expect(await within(matrix).findByRole('status')).toHaveTextContent(
      'All delivery pricing rules saved successfully!',
    );
    expect(network.to('POST /api/admin/delivery-pricing').map((request) => request.body)).toEqual([
      {
        brand: 'Artisan Quartz',
        pricing_type: 'per_slab',
        flat_rate_amount: null,
        per_slab_amount: 62.5,
        tier_1_max_slabs: null,
        tier_1_amount: null,
        tier_2_min_slabs: null,
        tier_2_amount: null,
        is_active: false,
        notes: 'Truck from Dallas',
      },
    ]);
  });
});
