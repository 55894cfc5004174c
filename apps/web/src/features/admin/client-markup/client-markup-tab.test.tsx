import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, savedAs } from '../../../test/fake-fetch';
import { ADMIN_SHOWROOM_ID, adminShowroom } from '../../../test/fixtures';
import { renderSignedIn } from '../../../test/render';
import { ClientMarkupTab } from './client-markup-tab';

function renderTab() {
  const network = fakeFetch({
    'GET /api/admin/showrooms': {
      json: { success: true, showrooms: [adminShowroom()], data: [adminShowroom()] },
    },
    'GET /api/admin/client-markup': { json: { success: true, data: [], brands: ['Caesarstone'] } },
    'PUT /api/admin/client-markup': savedAs({ id: 'row-1' }),
  });
  return { ...renderSignedIn(<ClientMarkupTab />), network };
}

describe('the admin Client Markup tab', () => {
  it('shows a brand on the defaults, and saves its fixed markup, margin and switch as one row', async () => {
    const { user, network } = renderTab();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Showroom' }),
      await screen.findByRole('option', { name: 'Austin Stone Gallery' }),
    );
    const cards = await screen.findByRole('list', { name: 'Client markup by brand' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('spinbutton', { name: 'Client markup (%) for Caesarstone' })).toHaveValue(
      40,
    );
    expect(within(card).getByRole('spinbutton', { name: 'Minimum margin (%) for Caesarstone' })).toHaveValue(
      15,
    );
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Markup type for Caesarstone' }),
      'Fixed amount',
    );
    const fixed = within(card).getByRole('spinbutton', { name: 'Fixed markup ($) for Caesarstone' });
    await user.clear(fixed);
    await user.type(fixed, '450');
    await user.click(
      within(card).getByRole('checkbox', {
        name: 'Use this markup for Caesarstone (off: the defaults apply)',
      }),
    );
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'All client markup settings updated successfully',
    );
    expect(network.to('PUT /api/admin/client-markup').map((request) => request.body)).toEqual([
      {
        showroom_id: ADMIN_SHOWROOM_ID,
        brand: 'Caesarstone',
        markup_type: 'fixed',
        client_markup_percent: null,
        fixed_markup_amount: 450,
        minimum_margin_percent: 15,
        is_active: false,
      },
    ]);
  });
});
