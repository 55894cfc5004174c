import type { TShowroomTaxSetting } from '@stonetool/contracts/admin-tax-settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SHOWROOM_ID } from '../../../test/fixtures';
import { fakeFetch, savedAs } from '../../../test/fake-fetch';
import { renderSignedIn } from '../../../test/render';
import { TaxTab } from './tax-tab';

const ROW: TShowroomTaxSetting = {
  id: ADMIN_SHOWROOM_ID,
  name: 'Austin Stone Gallery',
  email: 'austin@example.test',
  tax_enabled: true,
  sales_tax_rate: 9.75,
};

function renderTab() {
  const network = fakeFetch({
    'GET /api/admin/tax-settings': { json: { success: true, data: [ROW] } },
    'PUT /api/admin/tax-settings': savedAs(ROW),
  });
  return { ...renderSignedIn(<TaxTab />), network };
}

/** Types `text` over the showroom's rate and leaves the field, which saves it at once. */
async function typeRate(user: ReturnType<typeof renderTab>['user'], text: string) {
  const rate = await screen.findByRole('spinbutton', { name: 'Sales tax rate for Austin Stone Gallery' });
  await user.clear(rate);
  if (text !== '') await user.type(rate, text);
  await user.tab();
  return rate;
}

describe('the admin Customer Sales Tax rate', () => {
  it.each(['', '-0.01', '50.01', '9.755', '75'])(
    'refuses %j by naming the field, sends nothing and puts the saved rate back',
    async (text) => {
      const { user, network } = renderTab();
      const rate = await typeRate(user, text);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Sales tax rate for Austin Stone Gallery: "${text}" was not saved. Sales tax rate must be a number from 0 to 50 with at most two decimals; 9.75% is kept.`,
      );
      expect(rate).toHaveValue(9.75);
      expect(network.to('PUT /api/admin/tax-settings')).toEqual([]);
    },
  );

  it.each([
    ['8.5', 8.5],
    ['0', 0],
    ['50', 50],
  ])('saves %s as the update request with the rate %s', async (text, saved) => {
    const { user, network } = renderTab();
    await typeRate(user, text);

    expect(await screen.findByRole('status')).toHaveTextContent('Tax settings updated successfully');
    expect(network.to('PUT /api/admin/tax-settings').map((request) => request.body)).toEqual([
      { showroom_id: ADMIN_SHOWROOM_ID, sales_tax_rate: saved },
    ]);
  });

  it('sends nothing when the rate left is the saved one', async () => {
    const { user, network } = renderTab();
    const rate = await typeRate(user, '9.75');

    expect(rate).toHaveValue(9.75);
    expect(network.to('PUT /api/admin/tax-settings')).toEqual([]);
  });

  it('saves the switch on click as the update request', async () => {
    const { user, network } = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Charge sales tax at Austin Stone Gallery' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tax settings updated successfully');
    expect(network.to('PUT /api/admin/tax-settings').map((request) => request.body)).toEqual([
      { showroom_id: ADMIN_SHOWROOM_ID, tax_enabled: false },
    ]);
  });
});
